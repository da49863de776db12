"""Pieces on the map read at 1280x720: the keep is not hidden under the
warriors' count, wood is one pile with its number, clear of the stacks."""

from __future__ import annotations

import pygame
import pytest

from scenes.woodland.layout import WARRIOR_SIZE, WOOD_SIZE
from scenes.woodland.pieces import warrior_stack, wood_pile
from scenes.woodland.snapshot import Hit, TableSnapshot
from scenes.woodland.tooltips import tooltip_for
from tests.scenes.woodland.table_steps import open_table, ready, session_at
from tests.scenes.woodland.test_table_play import preset_session


def _table(app, **clearing_1):
    pos = preset_session().game.to_position()
    pos["clearings"][0].update(clearing_1)
    table = open_table(app, session_at(pos))
    ready(app)
    return table


@pytest.mark.parametrize("eyrie", [0, 3])
def test_6_2_2_the_keep_lies_clear_of_the_warrior_stacks(app, eyrie):
    table = _table(app, marquise_warriors=9, eyrie_warriors=eyrie)
    keep = table.view.rect_of(Hit("keep", (1,)))
    assert keep is not None
    for faction in ("marquise", "eyrie"):
        stack = table.view.rect_of(Hit("warriors", (1, faction)))
        if stack is not None:
            assert not keep.colliderect(stack), faction
    assert table.view.hit_at(keep.center) == Hit("keep", (1,))


def test_6_4_wood_is_one_pile_clear_of_both_stacks_and_says_how_much(app):
    table = _table(app, wood=4, marquise_warriors=2, eyrie_warriors=2)
    piles = [r for r, h in table.view.hits("wood") if h.key == (1,)]
    assert len(piles) == 1
    pile = pygame.mask.from_surface(wood_pile(4, WOOD_SIZE))
    for faction in ("marquise", "eyrie"):
        rect = table.view.rect_of(Hit("warriors", (1, faction)))
        stack = pygame.mask.from_surface(warrior_stack(faction, 2, WARRIOR_SIZE))
        # No drawn pixel of the pile lies on a drawn pixel of a stack.
        assert not pile.overlap(stack, (rect.x - piles[0].x, rect.y - piles[0].y)), faction
    snap = TableSnapshot.of(table.game, "marquise")
    assert tooltip_for(Hit("wood", (1,)), snap).startswith("4 wood in clearing 1")
