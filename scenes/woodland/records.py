"""Rootlog records in the saves folder: list them, read one (or a Root save)
into a replay.

Records are plain text (``.rootlog``, or ``.txt`` as people often save
them), written by `WoodlandSession.export_rootlog` or copied in by hand. A
record is read capped and strictly (UTF-8, a size limit) and replayed
through the rules by `game.woodland.rootlog.import_rootlog`; a refusal
becomes a `DamagedGame` naming the line, so the Load screen shows it like
any other file it cannot open.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from game.woodland.errors import NotationError
from saves import paths
from saves.atomic import fsync_folder
from saves.errors import Problem, SaveError
from saves.jsonfile import read_capped
from saves.savefile import SaveFile
from scenes.i18n import _
from scenes.replay_base import Replay
from scenes.session import is_the_autosave, shown_save_name
from scenes.woodland.session import DamagedGame, WoodlandSession, board

SUFFIXES = (".rootlog", ".txt")
MAX_RECORD_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class RecordEntry:
    """A record file in the saves folder (not read until opened)."""

    path: Path
    modified: datetime

    @property
    def name(self) -> str:
        return self.path.stem


def replay_of_save(save: SaveFile) -> Replay:
    """A Root save as a replay; replayed (and so checked) like a load."""
    session = WoodlandSession.from_payload(save.game, file=save.path.name, name=save.name)
    return Replay(session.seed, session.options, session.game.log, session.players,
                  shown_save_name(save.name, is_the_autosave(save)), seats=dict(session.seats),
                  from_autosave=is_the_autosave(save))


def list_records() -> list[RecordEntry]:
    """Record files in the saves folder, newest first; none if it is absent."""
    folder = paths.saves_dir()
    try:
        found = [p for p in folder.iterdir() if p.suffix.lower() in SUFFIXES and p.is_file()]
    except OSError:
        return []
    entries = []
    for path in found:
        try:
            moment = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        except (OSError, OverflowError, ValueError):  # a file time outside the calendar
            moment = datetime.fromtimestamp(0, UTC)
        entries.append(RecordEntry(path, moment))
    entries.sort(key=lambda e: (e.modified, e.path.name), reverse=True)
    return entries


def read_record(path: Path) -> Replay:
    """Replay a record through the rules; `SaveError` if it cannot be."""
    from game.woodland.rootlog import RootlogError, import_rootlog, parse_rootlog

    file = path.name
    data = read_capped(path, MAX_RECORD_BYTES)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(file, "the record is not UTF-8 text", Problem.NOT_UTF8) from None
    try:
        record = parse_rootlog(text, board())
        game = import_rootlog(text, board())
    except RootlogError as exc:
        raise DamagedGame(file, f"the record cannot be replayed: {exc}",
                          _line_problem(exc)) from None
    except (NotationError, ValueError) as exc:
        raise DamagedGame(file, f"the record cannot be replayed: {exc}",
                          lambda: _("the record cannot be replayed")) from None
    players = {"marquise": record.players.get("C", ""), "eyrie": record.players.get("E", "")}
    return Replay(int(game.seed or 0), dict(game.options), game.log,
                  {k: v for k, v in players.items() if v}, path.stem)


def _line_problem(exc) -> Callable[[], str]:
    """The record's refusal in the player's language, built when shown."""
    from scenes.rules_text import message

    line, key, params = exc.line, exc.key, dict(exc.params)
    return lambda: _("line {line}: {problem}").format(line=line,
                                                      problem=message(key, params))


def delete_record(path: Path) -> None:
    """Delete one record file; only record files directly in the saves folder."""
    folder = paths.saves_dir()
    if path.suffix.lower() not in SUFFIXES or path.parent.resolve() != folder.resolve():
        raise SaveError(path.name, "only records in the saves folder can be deleted",
                        Problem.OUTSIDE_SAVES)
    try:
        path.unlink()
    except FileNotFoundError:
        raise SaveError(path.name, "the file does not exist", Problem.NOT_FOUND) from None
    except OSError as exc:
        raise SaveError(path.name, f"cannot delete the file ({exc.strerror})",
                        Problem.WRITE_FAILED) from exc
    fsync_folder(folder)
