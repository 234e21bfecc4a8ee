"""The `namesake` command: the app by default, and the headless subcommands (check, share,
render, card, name, import, update). What a subcommand needs is imported when it runs, so a
start of the app or `--version` loads none of it.
"""
