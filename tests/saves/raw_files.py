"""Write a file by hand, as a player, another program or a crash might."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

Content = bytes | str | dict[str, Any]


def write_raw(path: Path, content: Content) -> Path:
    """Bytes as they are, text as UTF-8, a dict as JSON; folders made as needed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, dict):
        content = json.dumps(content)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path
