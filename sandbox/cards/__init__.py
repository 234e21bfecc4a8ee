"""The card database: bundled library, importers, SQLite index, name lookup, naming validators.

Entry points: ``db.CardDatabase.open()``, ``importing.import_files`` (``import_file``),
``download.update``, ``lookup.suggest`` / ``exact`` / ``prefix`` / ``fuzzy``,
``naming.fab.check_fab_name``, ``naming.mtg.check_mtg_name``, ``commands.register`` (CLI)
and ``messages`` (English text).
"""
