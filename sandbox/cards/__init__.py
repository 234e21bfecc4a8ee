"""The card database: bundled library, importers, SQLite index, name lookup and the naming validators."""
