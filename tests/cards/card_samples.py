"""Small hand-written card files in each supported format, written to a test's tmp folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
DATA = Path(__file__).parent / "data"
RESOURCES = DATA / "resources"  # laid out like the repository's resources/ folder
BUNDLED = RESOURCES / "cards"

CSV_HEADER = [
    "Unique ID",
    "Name",
    "Pitch",
    "Cost",
    "Power",
    "Defense",
    "Health",
    "Intelligence",
    "Types",
    "Card Keywords",
    "Functional Text",
    "Type Text",
    "Card Played Horizontally",
    "Blitz Legal",
    "CC Legal",
    "Commoner Legal",
    "LL Legal",
]
CSV_ROWS = [
    [
        "csv-1",
        "Snatch",
        "1",
        "0",
        "4",
        "2",
        "",
        "",
        "Generic, Action, Attack",
        "",
        '"When Snatch hits, draw a card."',
        "Generic Action - Attack",
        "",
        "",
        "",
        "",
        "",
    ],
    [
        "csv-2",
        "Frostbite",
        "",
        "",
        "",
        "",
        "",
        "",
        "Elemental, Token, Aura",
        "",
        '"**Frostbite** costs {r} more."',
        "Elemental Token - Aura",
        "",
        "",
        "",
        "",
        "",
    ],
    [
        "csv-3",
        "Blazing Aether",
        "1",
        "0",
        "",
        "3",
        "",
        "",
        "Wizard, Action",
        "",
        '"Deal arcane damage."',
        "Wizard Action",
        "",
        "",
        "Yes",
        "No",
        "",
    ],
]


def write_fab_csv(path: Path, rows: list[list[str]] | None = None) -> Path:
    """The FaB card CSV in the documented layout (tab-delimited)."""
    lines = ["\t".join(CSV_HEADER)] + ["\t".join(row) for row in (rows or CSV_ROWS)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def fab_official_records() -> list[dict[str, Any]]:
    """Two records in the official card.json shape (printings, no summarised fields)."""
    base = {
        "color": "",
        "cost": "",
        "power": "",
        "defense": "",
        "health": "",
        "intelligence": "",
        "arcane": "",
        "traits": [],
        "card_keywords": [],
        "abilities_and_effects": [],
        "ability_and_effect_keywords": [],
        "granted_keywords": [],
        "removed_keywords": [],
        "interacts_with_keywords": [],
        "played_horizontally": False,
        "blitz_legal": True,
        "cc_legal": True,
        "commoner_legal": True,
        "ll_legal": True,
        "blitz_living_legend": False,
        "cc_living_legend": False,
        "blitz_banned": False,
        "cc_banned": True,
        "commoner_banned": False,
        "ll_banned": False,
        "upf_banned": False,
        "blitz_suspended": False,
        "cc_suspended": False,
        "commoner_suspended": False,
        "ll_restricted": False,
    }
    printing = {
        "set_printing_unique_id": "sp",
        "edition": "N",
        "foiling": "S",
        "expansion_slot": False,
        "artists": [],
        "art_variations": [],
        "flavor_text": "",
        "flavor_text_plain": "",
        "image_url": None,
    }
    return [
        {
            **base,
            "unique_id": "off-1",
            "name": "Crouching Tiger",
            "pitch": "",
            "types": ["Ninja", "Action", "Attack"],
            "type_text": "Ninja Action - Attack",
            "functional_text": "",
            "functional_text_plain": "",
            "printings": [
                {**printing, "unique_id": "p1", "id": "DYN065", "set_id": "DYN", "rarity": "T"},
                {**printing, "unique_id": "p2", "id": "MST001", "set_id": "MST", "rarity": "C"},
            ],
        },
        {
            **base,
            "unique_id": "off-2",
            "name": "Ash",
            "pitch": "",
            "types": ["Draconic", "Illusionist", "Token", "Ash"],
            "type_text": "Draconic Illusionist Token - Ash",
            "functional_text": "",
            "functional_text_plain": "",
            "printings": [
                {**printing, "unique_id": "p3", "id": "UPR042", "set_id": "UPR", "rarity": "T"}
            ],
        },
    ]


def write_json(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return path


def scryfall_cards() -> list[dict[str, Any]]:
    """Scryfall objects: a split card, a meld pair, an adventure, a token and two skipped ones."""
    legal = {"legacy": "legal", "standard": "not_legal", "vintage": "restricted"}
    return [
        {
            "object": "card",
            "name": "Fire // Ice",
            "lang": "en",
            "layout": "split",
            "type_line": "Instant // Instant",
            "oracle_id": "o-fire",
            "set": "mh2",
            "reprint": True,
            "legalities": legal,
            "card_faces": [
                {
                    "object": "card_face",
                    "name": "Fire",
                    "type_line": "Instant",
                    "oracle_text": "Fire deals 2 damage.",
                    "mana_cost": "{1}{R}",
                },
                {
                    "object": "card_face",
                    "name": "Ice",
                    "type_line": "Instant",
                    "oracle_text": "Tap target permanent.",
                    "mana_cost": "{1}{U}",
                },
            ],
        },
        {
            "object": "card",
            "name": "Brisela, Voice of Nightmares",
            "lang": "en",
            "layout": "meld",
            "type_line": "Legendary Creature — Eldrazi Angel",
            "oracle_text": "Flying",
            "oracle_id": "o-brisela",
            "set": "emn",
            "reprint": False,
            "legalities": legal,
            "all_parts": [
                {
                    "object": "related_card",
                    "component": "meld_part",
                    "name": "Bruna, the Fading Light",
                },
                {
                    "object": "related_card",
                    "component": "meld_result",
                    "name": "Brisela, Voice of Nightmares",
                },
            ],
        },
        {
            "object": "card",
            "name": "Bruna, the Fading Light",
            "lang": "en",
            "layout": "meld",
            "type_line": "Legendary Creature — Angel Horror",
            "oracle_text": "Flying, vigilance",
            "oracle_id": "o-bruna",
            "set": "emn",
            "reprint": False,
            "legalities": legal,
            "all_parts": [
                {
                    "object": "related_card",
                    "component": "meld_result",
                    "name": "Brisela, Voice of Nightmares",
                }
            ],
        },
        {
            "object": "card",
            "name": "Bonecrusher Giant // Stomp",
            "lang": "en",
            "layout": "adventure",
            "type_line": "Creature — Giant // Instant — Adventure",
            "oracle_id": "o-giant",
            "set": "eld",
            "reprint": False,
            "legalities": legal,
            "card_faces": [
                {
                    "name": "Bonecrusher Giant",
                    "type_line": "Creature — Giant",
                    "oracle_text": "Giant.",
                },
                {"name": "Stomp", "type_line": "Instant — Adventure", "oracle_text": "2 damage."},
            ],
        },
        {
            "object": "card",
            "name": "Goblin",
            "lang": "en",
            "layout": "token",
            "set_type": "token",
            "type_line": "Token Creature — Goblin",
            "oracle_id": "o-goblin",
            "set": "tm20",
            "reprint": False,
            "legalities": {},
        },
        {
            "object": "card",
            "name": "Fire // Ice",
            "lang": "en",
            "layout": "art_series",
            "type_line": "Card // Card",
            "oracle_id": "o-art",
            "set": "amh2",
            "reprint": False,
            "legalities": {},
        },
        {
            "object": "card",
            "name": "Fire // Ice",
            "lang": "ja",
            "layout": "split",
            "type_line": "Instant // Instant",
            "oracle_id": "o-fire",
            "set": "apc",
            "reprint": False,
            "legalities": legal,
        },
        {
            "object": "card",
            "name": "Fire // Ice",
            "lang": "en",
            "layout": "split",
            "type_line": "Instant // Instant",
            "oracle_id": "o-fire",
            "set": "apc",
            "reprint": False,
            "legalities": legal,
            "card_faces": [
                {"name": "Fire", "type_line": "Instant"},
                {"name": "Ice", "type_line": "Instant"},
            ],
        },
    ]


def _mtg_face(name: str, type_: str, types: list[str], **extra: Any) -> dict[str, Any]:
    return {
        "name": name,
        "layout": "normal",
        "type": type_,
        "types": types,
        "text": "",
        "legalities": {"vintage": "Legal"},
        **extra,
    }


def allprintings() -> dict[str, Any]:
    """Two sets: a card printed in both (first printing from the release dates) and tokens."""
    sylex = _mtg_face("Golgothian Sylex", "Artifact", ["Artifact"], printings=["ME4", "ATQ"])
    return {
        "meta": {"version": "test"},
        "data": {
            "ME4": {
                "name": "Masters Edition IV",
                "code": "ME4",
                "releaseDate": "2011-01-10",
                "booster": {"default": {"sheets": {}}},
                "cards": [
                    sylex,
                    _mtg_face(
                        "Delver of Secrets // Insectile Aberration",
                        "Creature — Human Wizard",
                        ["Creature"],
                        faceName="Delver of Secrets",
                        side="a",
                        layout="transform",
                        printings=["ISD"],
                    ),
                    _mtg_face(
                        "Delver of Secrets // Insectile Aberration",
                        "Creature — Human Insect",
                        ["Creature"],
                        faceName="Insectile Aberration",
                        side="b",
                        layout="transform",
                        printings=["ISD"],
                    ),
                ],
                "tokens": [
                    _mtg_face("Soldier", "Token Creature — Soldier", ["Creature"], layout="token")
                ],
            },
            "ATQ": {
                "name": "Antiquities",
                "code": "ATQ",
                "releaseDate": "1994-03-04",
                "cards": [sylex],
                "tokens": [
                    _mtg_face("Soldier", "Token Creature — Soldier", ["Creature"], layout="token"),
                    _mtg_face("Chandra Emblem", "Emblem — Chandra", ["Emblem"], layout="emblem"),
                ],
            },
        },
    }


def interchangeable_atomic() -> dict[str, Any]:
    """Two cards whose names are interchangeable (CR 201.3; a Namesake extension field)."""
    return {
        "meta": {},
        "data": {
            "Spider Friend": [
                _mtg_face(
                    "Spider Friend",
                    "Creature — Spider",
                    ["Creature"],
                    interchangeableNames=["Omen Friend"],
                )
            ],
            "Omen Friend": [
                _mtg_face(
                    "Omen Friend",
                    "Creature — Spider",
                    ["Creature"],
                    interchangeableNames=["Spider Friend"],
                )
            ],
            "Lonely Friend": [_mtg_face("Lonely Friend", "Creature — Human", ["Creature"])],
        },
    }


def token_list() -> dict[str, Any]:
    """An MTGJSON-style token list (reference/mtg/tokens.json shape), with an emblem to skip."""
    return {
        "meta": {"count": 3},
        "data": [
            {
                "name": "Goblin",
                "layout": "token",
                "type": "Token Creature — Goblin",
                "types": ["Creature"],
                "isToken": True,
            },
            {
                "name": "Treasure",
                "layout": "token",
                "type": "Token Artifact — Treasure",
                "types": ["Artifact"],
                "isToken": True,
            },
            {
                "name": "Emblem",
                "layout": "emblem",
                "type": "Emblem — Chandra",
                "types": ["Emblem"],
                "isToken": True,
            },
        ],
    }
