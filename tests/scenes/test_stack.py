"""The scene stack: lifecycle order, overlays, and who gets the input."""

from __future__ import annotations

import pygame

from scenes.stack import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], overlay: bool = False) -> None:
        super().__init__(app=None)  # type: ignore[arg-type]
        self.name = name
        self.log = log
        self.overlay = overlay
        self.events: list[int] = []

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event) -> bool:
        self.events.append(event.type)
        return True

    def update(self, dt: float) -> None:
        self.log.append(f"{self.name}.update")

    def draw(self, surface) -> None:
        self.log.append(f"{self.name}.draw")


def test_push_pauses_below_and_pop_resumes_it():
    log: list[str] = []
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log)
    stack.push(a)
    stack.push(b)
    assert stack.pop() is b
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "a.resume"]
    assert stack.top is a


def test_replace_exits_top_without_resuming_the_scene_below():
    log: list[str] = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.push(b)
    log.clear()
    stack.replace(c)
    assert log == ["b.exit", "c.enter"]
    assert list(stack) == [a, c]


def test_reset_exits_everything_then_enters_the_new_scene():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.reset(Recorder("c", log))
    assert log == ["b.exit", "a.exit", "c.enter"]
    assert len(stack) == 1


def test_pop_on_empty_stack_is_harmless():
    assert SceneStack().pop() is None


def test_overlays_draw_over_the_scenes_below_down_to_the_first_opaque_one():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("bottom", log))
    stack.push(Recorder("board", log))
    stack.push(Recorder("pause", log, overlay=True))
    stack.push(Recorder("dialog", log, overlay=True))
    log.clear()
    stack.draw(pygame.Surface((4, 4)))
    assert log == ["board.draw", "pause.draw", "dialog.draw"]


def test_only_the_top_scene_takes_input_and_updates():
    log: list[str] = []
    stack = SceneStack()
    below, top = Recorder("below", log), Recorder("top", log, overlay=True)
    stack.push(below)
    stack.push(top)
    log.clear()
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    stack.update(0.016)
    assert top.events == [pygame.KEYDOWN] and below.events == []
    assert log == ["top.update"]


def test_find_returns_the_nearest_scene_of_a_kind():
    stack = SceneStack()
    log: list[str] = []
    a = stack.push(Recorder("a", log))
    assert stack.find(Recorder) is a
    assert stack.find(type("Other", (Scene,), {})) is None


def test_what_lies_beneath_an_overlay_is_drawn_once_until_something_changes():
    from scenes import i18n

    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("board", log))
    stack.push(Recorder("pause", log, overlay=True))
    surface = pygame.Surface((8, 8))
    stack.draw(surface)
    stack.draw(surface)
    assert log.count("board.draw") == 1 and log.count("pause.draw") == 2
    i18n.set_language("ru")  # a live language switch must reach the scene beneath
    try:
        stack.draw(surface)
    finally:
        i18n.set_language("en")
    assert log.count("board.draw") == 2
    stack.pop()
    stack.draw(surface)
    stack.draw(surface)
    assert log.count("board.draw") == 4  # on top again: drawn every frame
