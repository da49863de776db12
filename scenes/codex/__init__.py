"""The Codex card table (issue 8): its scenes, drawing and session."""
