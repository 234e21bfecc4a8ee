"""Benchmarks anyone can run: ``python -m sandbox.bench NAME`` (derive, lookup, import, startup)."""
