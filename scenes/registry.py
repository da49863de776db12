"""Every screen of the app by name, and where its class lives.

Scenes open one another through the app by these names (``app.push("pause")``,
``app.open("title")``, ``app.replace("codex_new_game")``), as Tuxemon's
``push_state("…")`` does, so no scene imports another to switch screens and
a screen's module is imported only when it is first opened. This table is the
one place that knows both a screen's name and its module.

Overlays that are parts of a scene (a dialog, a choice menu, the pass screen)
are not screens: the scene that shows them imports them as it imports widgets.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scenes.stack import Scene

#: name -> "module:Class"; the class is called as ``Class(app, *args, **kwargs)``.
SCENES: dict[str, str] = {
    "title": "scenes.title:TitleScene",
    "settings": "scenes.settings_scene:SettingsScene",
    "load": "scenes.load_scene:LoadScene",
    "save": "scenes.save_scene:SaveGameScene",
    "pause": "scenes.pause:PauseMenu",
    "map": "scenes.board_scene:BoardScene",
    "choose_game": "scenes.game_choice:ChooseGameScene",
    "woodland_new_game": "scenes.woodland.new_game:NewGameScene",
    "woodland_table": "scenes.woodland.table:WoodlandTable",
    "replay": "scenes.woodland.replay:ReplayScene",
    "codex_new_game": "scenes.codex.new_game:CodexNewGameScene",
    "codex_table": "scenes.codex.table:CodexTable",
    "codex_replay": "scenes.codex.replay:CodexReplayScene",
    "reference": "scenes.learn.reference:ReferenceScene",
    "lessons": "scenes.learn.list_scene:LessonsScene",
    "lesson_maker": "scenes.learn.maker_scene:LessonMakerScene",
}


class UnknownScene(KeyError):
    """A screen was asked for by a name this table does not hold."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name

    def __str__(self) -> str:
        return f"no scene named {self.name!r}; known: {', '.join(sorted(SCENES))}"


def scene_class(name: str) -> type[Scene]:
    """The class of the screen called `name`, its module imported now if
    it was not yet."""
    try:
        target = SCENES[name]
    except KeyError:
        raise UnknownScene(name) from None
    module, _, cls = target.partition(":")
    return getattr(importlib.import_module(module), cls)
