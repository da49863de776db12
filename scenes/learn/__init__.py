"""Learn the rules (issue 19): lessons as data, each teaching one rule on the
real table, and the rules reference. `lesson` reads and checks the files and
follows a game played through one; `goals_<game>` names the conditions a
lesson's goal is made of; `rulebook` is the reference's data (rules, glossary,
links, search). None of these modules imports pygame; `reference` and
`rich_text` are the reference's screen."""
