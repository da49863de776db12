"""The Root table: map with pieces, faction boards, hand, Decree, log, prompts."""
