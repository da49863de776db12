"""What the app shows first: the title, plus whatever the command line asked."""

from __future__ import annotations

from pathlib import Path

from scenes.i18n import N_, _


def open_first(app, screen: str = "title", *, load: Path | None = None,
               settings_warning: str | None = None) -> None:
    app.push("title")
    if screen in ("map", "settings", "load"):
        app.push(screen)
    if settings_warning:
        app.toast(_("Some settings could not be read and were reset: {detail}")
                  .format(detail=settings_warning), kind="warning")
    if load is not None:
        _open_save_file(app, load)


def _open_save_file(app, path: Path) -> None:
    # Imported here: most starts open no save, and start-up time counts.
    from saves.errors import SaveError
    from saves.store import read_save
    from scenes.dialog import Dialog
    from scenes.load_scene import open_save
    from scenes.save_messages import explain

    try:
        save = read_save(path)
    except SaveError as exc:
        message = explain(exc)
    except OSError as exc:
        message = f"{path.name}: {exc.strerror}"
    else:
        open_save(app, save)
        return
    app.stack.push(Dialog(app, N_("Cannot load this save"), lambda: message))
