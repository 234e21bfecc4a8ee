"""Each importer keeps what naming needs: face names, layout and roles, types and text per face,
token-ness, legality per format, first printing, pitch. Format detection is by content."""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from card_samples import (
    BUNDLED,
    allprintings,
    fab_official_records,
    interchangeable_atomic,
    scryfall_cards,
    token_list,
    write_fab_csv,
    write_json,
)

from sandbox.cards.errors import CardDataError
from sandbox.cards.importers.detect import detect_format, open_reader
from sandbox.cards.importers.source import InputFile
from sandbox.cards.records import CardRecord


def records(path: Path) -> dict[str, CardRecord]:
    return {f"{r.name}|{r.pitch}|{int(r.is_token)}": r for r in open_reader(path).records()}


def by_name(path: Path) -> dict[str, list[CardRecord]]:
    found: dict[str, list[CardRecord]] = {}
    for record in open_reader(path).records():
        found.setdefault(record.name, []).append(record)
    return found


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (lambda p: write_json(p, fab_official_records()), "fab-json"),
        (lambda p: write_json(p, {"meta": {}, "cards": fab_official_records()}), "fab-json"),
        (write_fab_csv, "fab-csv"),
        (lambda p: write_json(p, scryfall_cards()), "scryfall"),
        (lambda p: write_json(p, allprintings()), "mtgjson-allprintings"),
        (
            lambda p: write_json(p, {"meta": {}, "data": allprintings()["data"]["ATQ"]}),
            "mtgjson-allprintings",
        ),
        (lambda p: write_json(p, interchangeable_atomic()), "mtgjson-atomic"),
        (lambda p: write_json(p, token_list()), "mtgjson-tokens"),
    ],
)
def test_the_format_is_detected_from_the_content(
    tmp_path: Path, make: Callable[[Path], Path], expected: str
) -> None:
    path = make(tmp_path / "cards.data")
    assert detect_format(InputFile(path)) == expected


def test_the_bundled_library_shapes_are_detected() -> None:
    assert detect_format(InputFile(BUNDLED / "fab-library.json")) == "fab-json"
    assert detect_format(InputFile(BUNDLED / "mtg-library.json")) == "mtgjson-atomic"


def test_fab_trimmed_json_keeps_pitch_tokens_rarities_and_legality() -> None:
    found = records(BUNDLED / "fab-library.json")
    assert {found["Sink Below|1|0"].pitch, found["Sink Below|3|0"].pitch} == {"1", "3"}
    assert found["Spectral Shield||1"].is_token
    tiger = found["Crouching Tiger||0"]
    assert not tiger.is_token and tiger.rarities == ("T",)
    assert found["Katsu||0"].legal == {
        "blitz": "legal",
        "cc": "not_legal",
        "commoner": "legal",
        "ll": "not_legal",
    }
    face = found["Phoenix Flame|1|0"].faces[0]
    assert (face.type_line, face.types, face.text) == (
        "Draconic Action - Attack",
        ("Draconic", "Action", "Attack"),
        "Go again",
    )


def test_fab_official_json_reads_rarities_and_printings_from_printings(tmp_path: Path) -> None:
    found = records(write_json(tmp_path / "card.json", fab_official_records()))
    tiger = found["Crouching Tiger||0"]
    assert tiger.rarities == ("T", "C") and tiger.printings == ("DYN065", "MST001")
    assert tiger.legal["cc"] == "banned" and tiger.legal["blitz"] == "legal"
    assert found["Ash||1"].is_token  # "Token" in its types


def test_fab_csv_reads_lists_flags_and_markdown(tmp_path: Path) -> None:
    found = records(write_fab_csv(tmp_path / "card.csv"))
    snatch = found["Snatch|1|0"]
    assert snatch.faces[0].types == ("Generic", "Action", "Attack")
    assert snatch.legal == {"blitz": "legal", "cc": "legal", "commoner": "legal", "ll": "legal"}
    assert found["Frostbite||1"].is_token
    assert found["Frostbite||1"].faces[0].text == "Frostbite costs {r} more."
    aether = found["Blazing Aether|1|0"]
    assert aether.legal["cc"] == "legal" and aether.legal["commoner"] == "not_legal"


def test_fab_csv_accepts_the_older_layout_with_identifiers_and_rarity(tmp_path: Path) -> None:
    header = "\t".join(
        [
            "Identifiers",
            "Set Identifiers",
            "Name",
            "Pitch",
            "Rarity",
            "Types",
            "Functional Text",
            "Type Text",
            "Blitz Legal",
        ]
    )
    row = "\t".join(
        [
            "WTR110, KSU016",
            "WTR, KSU",
            "Whelming Gustwave",
            "1",
            "C, C",
            "Ninja, Action, Attack",
            "",
            "Ninja Action - Attack",
            "No",
        ]
    )
    path = tmp_path / "old.csv"
    path.write_text(f"{header}\n{row}\n", encoding="utf-8")
    (card,) = open_reader(path).records()
    assert card.printings == ("WTR110", "KSU016") and card.rarities == ("C",)
    assert card.legal["blitz"] == "not_legal" and card.legal["cc"] == "legal"


def test_mtgjson_atomic_faces_have_their_rule_201_4_roles() -> None:
    found = by_name(BUNDLED / "mtg-library.json")
    roles = {
        face.name: face.role
        for name in (
            "Fire // Ice",
            "Akki Lavarunner // Tok-Tok, Volcano Born",
            "Delver of Secrets // Insectile Aberration",
            "Bonecrusher Giant // Stomp",
            "Brisela, Voice of Nightmares",
            "Island",
        )
        for face in found[name][0].faces
    }
    assert roles == {
        "Fire": "half",
        "Ice": "half",
        "Akki Lavarunner": "front",
        "Tok-Tok, Volcano Born": "flip",
        "Delver of Secrets": "front",
        "Insectile Aberration": "back",
        "Bonecrusher Giant": "front",
        "Stomp": "adventure",
        "Brisela, Voice of Nightmares": "meld_back",
        "Island": "single",
    }
    stomp = found["Bonecrusher Giant // Stomp"][0].faces[1]
    assert stomp.types == ("Instant",) and stomp.subtypes == ("Adventure",)
    assert found["Golgothian Sylex"][0].first_printing == "ATQ"
    assert found["Island"][0].legal == {"legacy": "legal", "vintage": "legal", "commander": "legal"}
    assert found["Soldier"][0].is_token


def test_a_spoiler_row_with_two_faces_in_one_is_split(tmp_path: Path) -> None:
    face = {
        "name": "Omniclown Colossus // Pie-roclasm",
        "layout": "normal",
        "type": "Artifact Creature — Clown Robot // Sorcery — Adventure",
        "types": ["Artifact", "Creature"],
        "manaCost": "{8}{R}{R} // {3}{R}{R}",
    }
    path = write_json(tmp_path / "a.json", {"meta": {}, "data": {face["name"]: [face]}})
    (card,) = open_reader(path).records()
    assert [(f.name, f.role, f.types) for f in card.faces] == [
        ("Omniclown Colossus", "front", ("Artifact", "Creature")),
        ("Pie-roclasm", "adventure", ("Sorcery",)),
    ]


def test_allprintings_keeps_each_card_once_and_dates_its_first_printing(tmp_path: Path) -> None:
    path = write_json(tmp_path / "AllPrintings.json", allprintings())
    reader = open_reader(path)
    found = list(reader.records())
    names = sorted((r.name, r.is_token) for r in found)
    assert names == [
        ("Delver of Secrets // Insectile Aberration", False),
        ("Golgothian Sylex", False),
        ("Soldier", True),
    ]
    sylex = next(r for r in found if r.name == "Golgothian Sylex")
    assert sylex.first_printing is None
    assert reader.late_first_printings()[sylex.ident] == "ATQ"  # 1994 before 2011


def test_token_lists_are_tokens_and_emblems_are_skipped(tmp_path: Path) -> None:
    found = by_name(write_json(tmp_path / "tokens.json", token_list()))
    assert sorted(found) == ["Goblin", "Treasure"]
    assert all(r.is_token for rs in found.values() for r in rs)


def test_scryfall_faces_meld_back_tokens_and_first_printing(tmp_path: Path) -> None:
    reader = open_reader(write_json(tmp_path / "oracle-cards.json", scryfall_cards()))
    found = {r.name: r for r in reader.records()}
    assert sorted(found) == [
        "Bonecrusher Giant // Stomp",
        "Brisela, Voice of Nightmares",
        "Bruna, the Fading Light",
        "Fire // Ice",
        "Goblin",
    ]
    assert [(f.name, f.role) for f in found["Fire // Ice"].faces] == [
        ("Fire", "half"),
        ("Ice", "half"),
    ]
    assert found["Brisela, Voice of Nightmares"].faces[0].role == "meld_back"
    assert found["Bruna, the Fading Light"].faces[0].role == "front"
    assert found["Bonecrusher Giant // Stomp"].faces[1].role == "adventure"
    assert found["Brisela, Voice of Nightmares"].faces[0].supertypes == ("Legendary",)
    assert found["Goblin"].is_token
    assert found["Brisela, Voice of Nightmares"].first_printing == "EMN"
    assert found["Fire // Ice"].first_printing is None  # its first object is a reprint...
    assert reader.late_first_printings()[found["Fire // Ice"].ident] == "APC"  # ...Apocalypse
    assert found["Fire // Ice"].legal == {"legacy": "legal", "vintage": "restricted"}


def test_compressed_files_are_read(tmp_path: Path) -> None:
    path = tmp_path / "AtomicCards.json.gz"
    path.write_bytes(gzip.compress(json.dumps(interchangeable_atomic()).encode()))
    reader = open_reader(path)
    assert reader.format_name == "mtgjson-atomic"
    found = list(reader.records())
    assert {r.name for r in found} == {"Spider Friend", "Omen Friend", "Lonely Friend"}
    assert found[0].interchangeable == ("Omen Friend",)


def test_the_official_records_in_the_reference_name_cards_file(reference: Path) -> None:
    reader = open_reader(reference / "fab" / "name-cards.json")
    assert reader.format_name == "fab-json"
    found = {(r.name, r.pitch): r for r in reader.records()}
    assert len(found) == 38
    amnesia = found[("Amnesia", "1")]
    assert amnesia.rarities == ("M",) and amnesia.printings == ("OUT183",)
    assert found[("Spectral Shield", "")].is_token
    assert not found[("Phoenix Flame", "1")].is_token


def test_files_that_are_not_card_data_are_recognised_as_such(reference: Path) -> None:
    for name in ("mtg/name-cards.json", "mtg/spoiler-supplement-2022-2026.json", "fab/set.json"):
        with pytest.raises(CardDataError) as caught:
            open_reader(reference / name)
        assert caught.value.code == "format.unknown"


def test_an_unnamed_token_record_is_named_by_its_subtypes_plus_token(tmp_path: Path) -> None:
    """MTG 111.4: a token whose record gives no name is named its subtypes plus "Token"."""
    tokens = token_list()
    unnamed = {"layout": "token", "type": "Token Creature — Zombie", "types": ["Creature"]}
    tokens["data"].append({**unnamed, "subtypes": ["Zombie"], "name": ""})
    tokens["data"].append({**unnamed, "subtypes": ["Elf", "Warrior"]})
    found = by_name(write_json(tmp_path / "tokens.json", tokens))
    assert sorted(found) == ["Elf Warrior Token", "Goblin", "Treasure", "Zombie Token"]
    zombie = found["Zombie Token"][0]
    assert zombie.is_token and zombie.faces[0].name == "Zombie Token"
    sets = allprintings()
    first_set = next(iter(sets["data"].values()))
    first_set.setdefault("tokens", []).append({**unnamed, "subtypes": ["Zombie"]})
    names = {r.name for r in open_reader(write_json(tmp_path / "all.json", sets)).records()}
    assert "Zombie Token" in names
