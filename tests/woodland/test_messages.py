"""Every refusal's message key has an English text with matching params."""

from __future__ import annotations

import re
import string
from pathlib import Path

from game.woodland.messages import MESSAGES, render

SOURCE = Path(__file__).resolve().parents[2] / "game" / "woodland"
CALL = re.compile(r'IllegalAction\(\s*[^,]+,\s*f?"([a-z_.{}]+)"((?:,\s*\w+=[^,)]+)*)', re.S)


def used_keys() -> dict[str, set[str]]:
    keys: dict[str, set[str]] = {}
    for path in SOURCE.glob("*.py"):
        for key, params in CALL.findall(path.read_text()):
            names = set(re.findall(r"(\w+)=", params))
            for variant in (("ambush", "foil") if "{a.verb}" in key else (None,)):
                real = key.replace("{a.verb}", variant) if variant else key
                keys.setdefault(real, set()).update(names)
    return keys


def test_every_key_has_a_text():
    missing = sorted(set(used_keys()) - set(MESSAGES))
    assert not missing


def test_texts_only_use_params_the_code_passes():
    for key, names in used_keys().items():
        fields = {f for _, f, _, _ in string.Formatter().parse(MESSAGES[key]) if f}
        assert fields <= names, (key, fields - names)


def test_render_fills_params():
    assert render("move.must_rule", {"origin": 1, "destination": 5}) == (
        "You must rule the origin (1) or the destination (5).")


def test_every_rootlog_error_key_has_a_text():
    text = (SOURCE / "rootlog.py").read_text()
    keys = set(re.findall(r'key(?:: str)? ?= ?"([a-z_.]+)"', text))
    assert {"rootlog.error", "rootlog.syntax", "rootlog.mismatch"} <= keys
    assert keys <= set(MESSAGES)
    for key in ("rootlog.error", "rootlog.syntax", "rootlog.mismatch"):
        assert render(key, {"problem": "x"}) == "x"
