"""Fixtures for the rules model tests."""

from __future__ import annotations

import pytest
from tables import Table


@pytest.fixture
def table() -> Table:
    return Table("fab")
