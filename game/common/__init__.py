"""Game-independent pieces shared by the Root and Codex engines (no pygame)."""
