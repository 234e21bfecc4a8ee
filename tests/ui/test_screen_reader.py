"""A real screen reader's view (issue 25, point 5): Namesake under a private X server with the
AT-SPI bus, read and driven through AT-SPI as Orca would, with the README's keys only.

Each step presses keys through AT-SPI and checks what the focused object is and what it is
called. It needs Debian's xvfb, dbus, at-spi2-core, python3-gi and gir1.2-atspi-2.0 (`.ci/run`
installs them); elsewhere it skips and says which package is missing.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from screen_reader_session import ScreenReaderSession, missing_tools

from sandbox.ui.kit.paths import scenarios_dir

pytestmark = pytest.mark.gui
F15 = scenarios_dir() / "fab" / "f15-mask-head-jab-katsu.json"
MENU_ENTRIES = 12  # the card menu has fewer
PANELS = 8  # F6 reaches every panel in fewer steps
TAB_RING = 40  # more Tab stops than the window has: the ring comes back to the table
TABLE = "tableArea.boardView"  # the table's accessible id: the view, or a card of it


@contextmanager
def started(language: str, panel: str) -> Iterator[ScreenReaderSession]:
    """The app in `language` on the bus once its panel `panel` is there, the keyboard its."""
    missing = missing_tools()
    if missing:
        pytest.skip(f"no AT-SPI desktop to test on: install Debian's {missing}")
    session = ScreenReaderSession(F15, language)
    try:
        started = session.ask("wait_app", name="Namesake", child=panel, timeout=30)
        assert started["ok"], f"{started['error']}\n{session.app_errors()[-3000:]}"
        assert session.ask("activate")["ok"]
        yield session
    finally:
        session.stop()


@pytest.fixture(scope="module")
def reader() -> Iterator[ScreenReaderSession]:
    with started("en", "Effects") as session:
        yield session


def step(
    reader: ScreenReaderSession, keys: list[str], *, moves: bool = True, **want: str
) -> dict[str, Any]:
    """Press `keys`; the focused object once it is what `want` says (a test failure if not).
    With `moves`, the keys must move the focus (or change what its object says); else the
    focus events must have stopped with the focus there (typing leaves it in its field)."""
    before = reader.ask("keys", keys=keys)
    assert before["ok"], before
    after = before["events"] if moves else None
    seen = reader.ask("focus", after=after, want=want, timeout=5, settle=not moves)
    assert seen["ok"], f"after {keys}: wanted {want}, the focus is on {seen}"
    return seen


def to_the_table(reader: ScreenReaderSession) -> None:
    """F6 from panel to panel until the table (the first of them) has the focus."""
    for _ in range(PANELS):
        if TABLE in reader.ask("focus", timeout=1)["id"]:
            return
        reader.ask("keys", keys=["F6"])
    raise AssertionError("F6 never reached the table")


def test_the_keyboard_starts_on_the_table_and_walks_the_readme_keys(
    reader: ScreenReaderSession,
) -> None:
    start = reader.ask("focus", want={"id_has": TABLE}, timeout=10)
    assert start["ok"], f"the focus starts on {start}"
    assert start["name"] and start["description"]  # "Table": "Head Jab, combat chain, …"
    # Enter opens the card's menu: named after the card, its first entry current
    menu = step(reader, ["Return"], role="menu item", name="Owner")
    assert menu["parent_name"].startswith("Menu of ")
    step(reader, ["Escape"], id_has=TABLE)
    # M: Move to…, the focus in its search box, the highlighted zone in its description
    step(reader, ["m"], name="Zone search")
    step(reader, ["text:grav"], moves=False, name="Zone search", description_has="Graveyard — ")
    first = reader.ask("focus", want={"name": "Zone search"})["description"]
    after_down = step(reader, ["Down"], moves=False, description_has=", 2 of 2")
    assert after_down["description"] != first and after_down["name"] == "Zone search"
    said = after_down["description"]  # told as it changed, not only there when asked
    assert f"object:announcement: {said}" in after_down["told"]
    assert f"object:property-change:accessible-description: {said}" in after_down["told"]
    step(reader, ["Escape"], id_has=TABLE)
    # F6 to the card palette, Tab to its search; typing keeps the focus in the field
    step(reader, ["F6"], id_end=".paletteGame")
    step(reader, ["Tab"], name="Search cards")
    step(reader, ["text:Snatch"], moves=False, name="Search cards")
    found = step(reader, ["Down"], role="list item")
    assert found["name"].startswith("Snatch") and found["parent_name"] == "Cards found"


def test_a_name_fields_suggestions_keep_the_focus_in_the_field_until_down(
    reader: ScreenReaderSession,
) -> None:
    to_the_table(reader)
    step(reader, ["Return"], role="menu item", name="Owner")
    for _ in range(MENU_ENTRIES):  # Up from the first entry: the last, then back up
        if step(reader, ["Up"], role="menu item")["name"] == "Choose a name…":
            break
    field = step(reader, ["Return"], role="text")
    assert field["name"] == "Card name:" and field["window_role"] == "dialog"
    step(reader, ["text:Whel"], moves=False, name="Card name:")  # no focus on a suggestion
    suggestion = step(reader, ["Down"], role="list item")
    assert suggestion["name"] == "Whelming Gustwave"
    reader.ask("keys", keys=["Escape", "Escape"])  # the suggestions, then the dialog, close
    # a window manager gives the main window the keyboard back when a dialog opened from a
    # menu closes; this X server has none, so the walker plays its part
    reader.ask("activate")
    assert reader.ask("focus", want={"id_has": TABLE}, timeout=5)["ok"]


def test_every_tab_stop_has_a_name_and_the_ring_comes_back(reader: ScreenReaderSession) -> None:
    to_the_table(reader)
    stops = []
    for _ in range(TAB_RING):
        seen = step(reader, ["Tab"])
        stops.append(seen)
        if TABLE in seen["id"]:
            break
    unnamed = [f"{s['role']} {s['id']}" for s in stops if not s["name"].strip()]
    assert unnamed == []
    assert TABLE in stops[-1]["id"], [s["name"] for s in stops]
    assert len(stops) > 10
    links = [s for s in stops if s["description"].startswith("Ruling F")]  # Tab onto a link
    assert links and all(any("Ruling F" in t for t in s["told"]) for s in links)


def test_every_object_a_screen_reader_can_focus_has_a_name(reader: ScreenReaderSession) -> None:
    tree = reader.ask("tree")
    assert tree["ok"], tree
    objects = tree["objects"]
    assert len(objects) > 40
    unnamed = [f"{o['role']} {o['id']}" for o in objects if not o["name"].strip()]
    assert unnamed == []
    # on Linux a combo box's name is its value ("Tyler"): what it is for comes from its label
    combos = [o for o in objects if o["role"] == "combo box"]
    assert len(combos) >= 4
    assert [o["id"] for o in combos if not o["labelled"]] == []


def test_in_spanish_too_every_object_has_a_name_and_every_combo_box_a_label() -> None:
    with started("es", "Efectos") as spanish:
        objects = spanish.ask("tree")["objects"]
        names = {o["name"] for o in objects}
        assert {"Buscar cartas", "Texto de la carta", "Paso"} <= names
        assert [o["id"] for o in objects if not o["name"].strip()] == []
        assert [o["id"] for o in objects if o["role"] == "combo box" and not o["labelled"]] == []


def test_the_app_met_no_error_on_the_way(reader: ScreenReaderSession) -> None:
    assert "Traceback" not in reader.app_errors()
