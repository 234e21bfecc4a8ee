"""The vocabulary is one: the rulesets, the matcher registry and the file schema use its words."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from tables import Table

from sandbox.messages.catalog import CATALOG, DURATIONS
from sandbox.model import (
    ACTION_KINDS,
    EFFECT_KINDS,
    ENDINGS,
    FINDING_STATUSES,
    LOOKS_FOR_KINDS,
    RELATED,
    USES,
    ZONE_GROUPS,
    ZONES,
    UnknownWord,
    as_game,
    as_zone,
    as_zone_word,
    finding_id,
    game_named,
    vocabulary,
    zone_named,
)
from sandbox.model.matchers import MATCHERS
from sandbox.model.rulesets import RULESETS
from sandbox.model.rulings import RULING_IDS
from sandbox.scenario.schema import ScenarioModel


def test_every_identification_kind_has_one_matcher() -> None:
    assert set(MATCHERS) == set(LOOKS_FOR_KINDS) - {"self", "definition"}


def test_the_zone_words_are_the_rulesets_zones_and_groups() -> None:
    zones = {zone.kind for ruleset in RULESETS.values() for zone in ruleset.zones}
    assert zones == set(ZONES)
    groups = {group for ruleset in RULESETS.values() for group in ruleset.groups}
    assert groups - zones == set(ZONE_GROUPS)


def _enum(definitions: dict[str, Any], model: str, field: str) -> list[str]:
    prop = definitions[model]["properties"][field]
    options = prop.get("anyOf", [prop])
    return next(option["enum"] for option in options if "enum" in option)


def test_the_file_schema_offers_exactly_the_vocabulary() -> None:
    schema = ScenarioModel.model_json_schema()
    defs = schema["$defs"]
    assert _enum(defs, "EffectModel", "kind") == list(EFFECT_KINDS)
    assert _enum(defs, "DurationModel", "kind") == list(vocabulary.DURATIONS)
    assert _enum(defs, "ExpectModel", "status") == list(FINDING_STATUSES)
    assert _enum(defs, "ActionModel", "type") == list(ACTION_KINDS)
    assert _enum(defs, "ReferenceModel", "use") == list(USES)
    assert _enum(defs, "LooksForModel", "kind") == list(LOOKS_FOR_KINDS)


def test_a_finding_is_named_by_its_object_and_ability() -> None:
    table = Table("fab").put("snatch", "Snatch", "combat_chain", pitch="1")
    (finding,) = table.derive().findings
    assert finding.id == finding_id("snatch", finding.key) == f"snatch:{finding.key}"


RULES_MD = Path(__file__).resolve().parents[2].parent / "shared" / "RULES.md"


def test_the_ruling_ids_are_those_of_rules_md() -> None:
    if not RULES_MD.exists():
        pytest.skip(f"no {RULES_MD} next to the repository")
    listed = re.findall(r"^- ([FM]\d+[a-c]?) ", RULES_MD.read_text(), re.MULTILINE)
    assert sorted(listed) == sorted(RULING_IDS)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_catalog_says_each_word_the_model_explains(language: str) -> None:
    """Codes made from vocabulary words (why an effect ended, what a comparison lacked) and
    the duration phrases exist in each language, for every word."""
    codes = CATALOG[language]
    assert all(f"effect.ended_{ending}" in codes for ending in ENDINGS)
    no_anchor = {f"ref.no_anchor_{related}" if related else "ref.no_anchor" for related in RELATED}
    assert no_anchor <= set(codes)
    assert set(DURATIONS[language]) == set(vocabulary.DURATIONS)


def test_a_word_from_outside_is_narrowed_once_or_refused_with_the_known_words() -> None:
    assert as_game("mtg") == "mtg"
    assert as_zone("banished") == "banished"
    assert as_zone_word("arena") == "arena"
    assert zone_named("arena") is None and zone_named("exile") == "exile"
    assert game_named("magic") is None
    with pytest.raises(UnknownWord, match=r"unknown zone 'grave' .*graveyard"):
        as_zone("grave")
    with pytest.raises(UnknownWord, match=r"unknown game 'magic' \(known: fab, mtg\)"):
        as_game("magic")


def test_another_games_group_means_no_zone_of_this_one() -> None:
    """MTG has no "arena": a filter naming it looks nowhere, as it did when zones were str."""
    mtg = RULESETS["mtg"]
    assert mtg.expand(("arena",)) == frozenset()
    assert mtg.expand(("battlefield", "hidden")) == {"battlefield", "hand", "library"}
