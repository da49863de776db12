"""Computer players over the engines' public API (docs/ai.md).

A player is handed a :class:`~game.ai.seat.Seat` — its seat's view, legal
actions and games redealt from what it knows — and returns one legal
action. :class:`~game.ai.players.Search` is the information-set search
player at three levels; :class:`~game.ai.players.Random` is the floor.
``load_player("game.ai:Search?level=hard")`` builds one from its text.
"""

from .players import LEVELS, Player, Random, Search, load_player
from .seat import Seat, kind_of

__all__ = ["LEVELS", "Player", "Random", "Search", "Seat", "kind_of", "load_player"]
