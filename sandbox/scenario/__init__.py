"""Scenario files: the pydantic schema, migrations, atomic load and save, and the examples."""
