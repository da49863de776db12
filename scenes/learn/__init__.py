"""Learn the rules (issue 19): lessons as data, each teaching one rule on the
real table. `lesson` reads and checks the files and follows a game played
through one; `goals_<game>` names the conditions a lesson's goal is made of.
None of these modules imports pygame."""
