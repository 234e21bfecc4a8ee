"""FaB double-faced cards (CR 9.1) and split-cards (9.2) in the card database: the importer
pairs face records by the rules and keeps a split-card's two sides; a database of the
previous schema is upgraded keeping its imports, and its cards are paired too."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from card_samples import write_json

from sandbox.cards.db import lookup
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.db.schema import SCHEMA_VERSION
from sandbox.cards.db.stored import find_stored
from sandbox.cards.importers.importing import import_file


def _record(name: str, types: list[str], text: str, printing: str, **more: Any) -> dict[str, Any]:
    line = " ".join(types)
    return {
        "unique_id": f"id-{name}",
        "name": name,
        "pitch": more.pop("pitch", ""),
        "types": types,
        "type_text": more.pop("type_text", line),
        "functional_text_plain": text,
        "printing_ids": [printing],
        **more,
    }


def _records() -> list[dict[str, Any]]:
    figment_faces = [{"name": "Bellona, Archangel of War", "this_is_front": True, "is_DFC": True}]
    return [
        # paired by their shared printing (9.1.3: the invocation subtype makes a flip-card)
        _record(
            "Invoke Azvolai",
            ["Draconic", "Illusionist", "Action", "Invocation"],
            "Transform target ash you control into Azvolai. Go again",
            "UPR009",
            pitch="1",
        ),
        _record("Azvolai", ["Draconic", "Illusionist", "Dragon", "Ally"], "", "UPR009"),
        # paired by what the record says (other_faces), though printed apart here
        _record(
            "Figment of War",
            ["Light", "Illusionist", "Instant", "Figment"],
            "Legendary",
            "DTD012",
            pitch="2",
            other_faces=figment_faces,
        ),
        _record("Bellona, Archangel of War", ["Light", "Angel", "Ally"], "Ward 4", "X001"),
        # tokens printed back to back are two tokens, not a double-faced card
        _record("Might", ["Generic", "Token", "Aura"], "", "LGS230", is_token=True),
        _record("Vigor", ["Generic", "Token", "Aura"], "", "LGS230", is_token=True),
        # a split-card as the community data spells it (9.2.1)
        _record(
            "Burn Up // Shock",
            ["Runeblade", "Action", "Lightning", "Instant"],
            "Meld\nDeal 4 arcane damage.\n//\nDeal 1 arcane damage to any target.",
            "ROS023",
            pitch="1",
            type_text="Runeblade Action // Lightning Instant",
        ),
    ]


def _imported(tmp_path: Path, db_path: Path, bundled: Path) -> None:
    source = write_json(tmp_path / "faces.json", _records())
    import_file(source, database=db_path, bundled_dir=bundled)


def _check_pairs(db: CardDatabase) -> None:
    azvolai = find_stored(db, "fab", "Azvolai")
    assert (azvolai.name, azvolai.layout, azvolai.pitch) == (
        "Invoke Azvolai // Azvolai",
        "flip",
        "1",
    )
    assert [face.name for face in azvolai.faces] == ["Invoke Azvolai", "Azvolai"]
    assert find_stored(db, "fab", "Invoke Azvolai // Azvolai") == azvolai
    assert find_stored(db, "fab", "Bellona, Archangel of War").layout == "flip"
    assert find_stored(db, "fab", "Might").faces[0].name == "Might"  # a token, unpaired


def test_face_records_are_paired_into_double_faced_cards(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    """9.1.3: the front's subtype says flip-card; 9.1.2b: the combined name is not a name."""
    _imported(tmp_path, db_path, bundled)
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        _check_pairs(db)
        whole = lookup.exact(db, "fab", "Invoke Azvolai // Azvolai")
        assert whole is not None and not whole.is_name


def test_an_imported_split_card_has_both_sides(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    """9.2.1: two names, typeboxes and textboxes; each side's name is a name (9.2.2b)."""
    _imported(tmp_path, db_path, bundled)
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        card = find_stored(db, "fab", "Burn Up")
        assert card.layout == "split"
        assert [(f.name, f.types, f.text) for f in card.faces] == [
            ("Burn Up", ("Runeblade", "Action"), "Meld\nDeal 4 arcane damage."),
            ("Shock", ("Lightning", "Instant"), "Deal 1 arcane damage to any target."),
        ]
        found = lookup.exact(db, "fab", "Burn Up // Shock")
        assert found is not None and not found.is_name


def test_a_schema_2_database_is_upgraded_keeping_imports_and_pairing_them(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    """The imports of a database built before pairs were stored are kept, and paired by
    their shared printings (the older database kept no other_faces)."""
    _imported(tmp_path, db_path, bundled)
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        imported = db.counts()[("fab", "import")]
    conn = sqlite3.connect(db_path)
    conn.executescript(
        "ALTER TABLE cards DROP COLUMN other_faces; DROP TABLE face_pairs;"
        " UPDATE meta SET value = '2' WHERE key = 'schema_version';"
    )
    conn.commit()
    conn.close()
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        assert db.meta("schema_version") == str(SCHEMA_VERSION)
        assert db.counts()[("fab", "import")] == imported
        azvolai = find_stored(db, "fab", "Azvolai")
        assert azvolai.layout == "flip" and len(azvolai.faces) == 2
        bellona = find_stored(db, "fab", "Bellona, Archangel of War")
        assert len(bellona.faces) == 1  # printed apart, and the old database kept no link


def test_naming_one_side_is_allowed_and_both_sides_is_not(tmp_path: Path) -> None:
    """9.1.2b: name one side of a double-faced card, not both; 9.2.2b: the same for a
    split-card (the bundled library's Comet Storm // Shock and Invoke Azvolai // Azvolai)."""
    with CardDatabase.open(tmp_path / "cards.sqlite3") as db:  # the real bundled library
        _check_naming(db)


def _check_naming(db: CardDatabase) -> None:
    from sandbox.cards.message_text import render_verdict
    from sandbox.cards.naming.fab import check_fab_name

    for side in ("Comet Storm", "Shock", "Invoke Azvolai", "Azvolai"):
        assert check_fab_name(db, side).allowed, side
    split = check_fab_name(db, "Comet Storm // Shock")
    assert (split.allowed, split.ruling, split.code) == (False, "F12", "fab.split_both")
    assert [c.name for c in split.candidates] == ["Comet Storm // Shock"]
    both = check_fab_name(db, "invoke azvolai // azvolai")
    assert (both.allowed, both.code) == (False, "fab.double_faced_both")
    assert "not both (FaB 9.1.2b)" in render_verdict(both)
