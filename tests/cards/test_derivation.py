"""Deriving name use from real card text (issue 9): one test per pattern, on printed sentences.

Card texts are quoted from the reference data; ruling ids are RULES.md's (F… FaB, M… MTG).
"""

from __future__ import annotations

import pytest

from sandbox.cards.derivation import NameContext, NameUse, derive_name_use
from sandbox.cards.derivation import where as where_module
from sandbox.model.cards import CardDef, Face, single_face_card
from sandbox.model.references import ReferenceSpec

FAB_NAMES = (
    "Crouching Tiger",
    "Surging Strike",
    "Descendent Gustwave",
    "Bonds of Ancestry",
    "Rushing River",
    "Flood of Force",
    "Roar of the Tiger",
    "Whelming Gustwave",
    "Snatch",
    "Dishonor",
    "Frost Hex",
    "Censor",
    "Phoenix Flame",
    "Chains of Eminence",
)
MTG_NAMES = (
    "Lightning Bolt",
    "Exile",
    "Relentless Rats",
    "Persistent Petitioners",
    "Pithing Needle",
    "Escaped Shapeshifter",
    "Echoing Truth",
    "Prosperous Innkeeper",
    "Grimgrin, Corpse-Born",
)


def fab_card(name: str, text: str, types: tuple[str, ...] = ("Action",)) -> CardDef:
    return single_face_card("fab", name, types, text, pitch="1")


def mtg_card(name: str, text: str, types: tuple[str, ...] = ("Instant",)) -> CardDef:
    return single_face_card("mtg", name, types, text)


def context(game: str, extra: tuple[CardDef, ...] = ()) -> NameContext:
    names = FAB_NAMES if game == "fab" else MTG_NAMES
    pool = [single_face_card(game, n, ("Action",)) for n in names]
    heroes = [single_face_card("fab", "Iyslander", ("Ice", "Wizard", "Hero"))]
    tokens = [single_face_card("fab", "Frostbite", ("Aura", "Token"), is_token=True)]
    treasure = [
        single_face_card("mtg", "Treasure", ("Token", "Artifact", "Treasure"), is_token=True)
    ]
    pool += heroes + tokens if game == "fab" else treasure
    return NameContext.build(game, [*pool, *extra])


def derive(card: CardDef, *, is_funny: bool = False) -> NameUse:
    return derive_name_use(card, context(card.game, (card,)), is_funny=is_funny)


def shapes(use: NameUse) -> set[tuple[object, ...]]:
    """Each reference as the labelled set compares it: use, kind, names, zones, players."""
    return {
        (
            r.use,
            r.looks_for.kind,
            frozenset(r.looks_for.names) or r.looks_for.creates,
            frozenset(r.among.zones),
            r.among.controller,
            r.among.owner,
            r.among.zone_owner,
        )
        for r in use.references
    }


def only(use: NameUse, kind: str) -> ReferenceSpec:
    found = [r for r in use.references if r.looks_for.kind == kind]
    assert len(found) == 1, use.references
    return found[0]


def test_own_name_is_a_self_reference_f4() -> None:
    """Snatch as first printed: "When Snatch hits, draw a card." (F4)."""
    use = derive(fab_card("Snatch", "When Snatch hits, draw a card."))
    assert (use.name_use, use.scope) == ("self", "board")
    assert shapes(use) == {("self", "self", "", frozenset(), "any", "any", "any")}
    assert use.references[0].origin == "derived"
    assert use.references[0].span == (0, len("When Snatch hits, draw a card."))


def test_own_name_in_mtg_oracle_text_is_self_m0b() -> None:
    use = derive(mtg_card("Lightning Bolt", "Lightning Bolt deals 3 damage to any target."))
    assert use.name_use == "self"


def test_card_named_like_a_verb_is_no_self_reference() -> None:
    """Exile: "Exile target nonwhite attacking creature." The name is the verb, not "this":
    "exile" is an ordinary word of the game's text (Journey to Nowhere)."""
    text = "Exile target nonwhite attacking creature. You gain life equal to its toughness."
    journey = mtg_card(
        "Journey to Nowhere",
        "When Journey to Nowhere enters the battlefield, exile target creature.",
    )
    exile = mtg_card("Exile", text)
    assert derive_name_use(exile, context("mtg", (exile, journey))).name_use == "none"
    assert derive_name_use(journey, context("mtg", (exile, journey))).name_use == "self"


def test_text_without_the_name_is_not_a_self_reference() -> None:
    """Snatch today: "When this hits, draw a card." ("this" is no name)."""
    assert derive(fab_card("Snatch", "When this hits, draw a card.")).name_use == "none"


def test_token_creation_and_plural_identification_f5_f6() -> None:
    """Roar of the Tiger: a Crouching Tiger created in hand (F5); "Crouching Tigers you
    control" identifies by name in the arena (F6)."""
    text = (
        "Create a Crouching Tiger in your hand.\nCrouching Tigers you control gain +1{p} this turn."
    )
    use = derive(fab_card("Roar of the Tiger", text))
    assert use.name_use == "names"
    assert shapes(use) == {
        ("definition", "definition", "Crouching Tiger", frozenset(), "any", "any", "any"),
        (
            "identification",
            "names",
            frozenset({"Crouching Tiger"}),
            frozenset({"arena"}),
            "you",
            "any",
            "any",
        ),
    }
    assert {r.origin for r in use.references} == {"derived"}
    pump = only(use, "names")
    assert text[pump.span[0] : pump.span[1]] == pump.text == text.splitlines()[1]


def test_combo_looks_at_the_previous_chain_link_f15() -> None:
    text = (
        "Combo - If Surging Strike was the last attack this combat chain, Whelming Gustwave gains"
        ' +1{p}, go again, and "If this hits, draw a card."'
    )
    use = derive(fab_card("Whelming Gustwave", text))
    combo = only(use, "names")
    assert combo.looks_for.names == ("Surging Strike",)
    assert combo.among.zones == ("combat_chain",)
    assert (combo.among.top, combo.among.exclude_source, combo.among.below_source) == (
        1,
        True,
        True,
    )
    assert combo.origin == "derived"
    assert "self" in {r.use for r in use.references}


def test_combo_with_a_word_in_its_name_matches_by_part() -> None:
    """Bonds of Ancestry: "If a card with Gustwave in its name was the last attack"."""
    text = "Combo - If a card with Gustwave in its name was the last attack this combat chain."
    combo = only(derive(fab_card("Bonds of Ancestry", text)), "names")
    assert (combo.looks_for.names, combo.looks_for.by) == (("Gustwave",), "part")


def test_combo_naming_itself_uses_its_own_name_as_identifier_f7() -> None:
    """Flood of Force: "If Rushing River or Flood of Force was the last attack" (F7)."""
    text = "Combo - If Rushing River or Flood of Force was the last attack this combat chain, draw."
    combo = only(derive(fab_card("Flood of Force", text)), "names")
    assert set(combo.looks_for.names) == {"Rushing River", "Flood of Force"}
    assert combo.looks_for.include_source_name


def test_specialization_is_a_moniker_reference_f3() -> None:
    text = 'Iyslander Specialization\nFrostbites you control have "At the start of your turn."'
    use = derive(fab_card("Frost Hex", text))
    spec = [r for r in use.references if r.looks_for.by == "moniker"]
    assert spec and spec[0].looks_for.names == ("Iyslander",)
    assert (spec[0].among.zones, spec[0].among.zone_owner) == (("hero",), "owner")
    frost = [r for r in use.references if r.looks_for.names == ("Frostbite",)]
    assert frost and frost[0].among.controller == "you"


def test_control_of_every_listed_name_matches_all_f16() -> None:
    text = (
        "When this hits a hero, if you control Surging Strike, Descendent Gustwave, and Bonds of "
        "Ancestry, that hero loses all abilities for the rest of the game."
    )
    hit = only(derive(fab_card("Dishonor", text)), "names")
    assert hit.looks_for.match == "all"
    assert set(hit.looks_for.names) == {
        "Surging Strike",
        "Descendent Gustwave",
        "Bonds of Ancestry",
    }


@pytest.mark.parametrize(
    ("text", "creates_for"),
    [
        ("Create a Frostbite token under target hero's control.", "any"),
        ("When this hits a hero, create a Frostbite token under their control.", "opponent"),
        ("Create a Frostbite token.", "you"),
    ],
)
def test_who_creates_a_token_f5(text: str, creates_for: str) -> None:
    """Arctic Incarceration, Ice Quake-style afflictions, and a plain creation."""
    definition = only(derive(fab_card("Frost Hex", text)), "definition")
    assert definition.looks_for.creates == "Frostbite"
    assert definition.looks_for.creates_for == creates_for


def test_name_a_card_then_the_named_card_is_chosen_f18() -> None:
    """Censor: "When this hits a hero, name a card. They can't play the named card..."."""
    text = (
        "When this hits a hero, name a card. "
        "They can't play the named card until the end of their next turn."
    )
    use = derive(fab_card("Censor", text))
    chosen = only(use, "chosen")
    assert chosen.looks_for.choice == "named"
    assert use.name_use == "names"


def test_choose_a_card_name_with_own_name_is_self_and_chosen_m11() -> None:
    text = (
        "As Pithing Needle enters the battlefield, choose a card name.\nActivated abilities of "
        "sources with the chosen name can't be activated unless they're mana abilities."
    )
    use = derive(mtg_card("Pithing Needle", text, ("Artifact",)))
    assert {r.use for r in use.references} == {"self", "identification"}
    assert only(use, "chosen").text.startswith("Activated abilities")


def test_cards_named_own_name_search_and_deck_line_m0a() -> None:
    """Relentless Rats: its own name as an identifier on the battlefield (F7 / 201.5 does not
    apply to "named"), plus a deck-construction line."""
    text = (
        "Relentless Rats gets +1/+1 for each other creature on the battlefield named Relentless "
        "Rats.\nA deck can have any number of cards named Relentless Rats."
    )
    use = derive(mtg_card("Relentless Rats", text, ("Creature",)))
    rats = only(use, "names")
    assert rats.looks_for.include_source_name and rats.looks_for.names == ("Relentless Rats",)
    assert rats.among.zones == ("battlefield",)
    assert use.scope == "board"


def test_deck_building_only_is_out_of_board_scope() -> None:
    text = (
        "{2}{U}, {T}: Target player mills a card.\n"
        "A deck can have any number of cards named Persistent Petitioners."
    )
    use = derive(mtg_card("Persistent Petitioners", text, ("Creature",)))
    assert (use.name_use, use.scope) == ("names", "deck_building")


def test_joke_and_draft_scopes() -> None:
    joke = derive(mtg_card("Lightning Bolt", "Create a Treasure token."), is_funny=True)
    assert joke.scope == "joke"
    draft = derive(
        mtg_card(
            "Exile", "Reveal Exile as you draft it. Search your library for a card named Exile."
        )
    )
    assert draft.scope == "draft"


def test_predefined_token_is_created_by_name() -> None:
    """Prosperous Innkeeper: "create a Treasure token" (111.10a)."""
    text = "When Prosperous Innkeeper enters the battlefield, create a Treasure token."
    use = derive(mtg_card("Prosperous Innkeeper", text, ("Creature",)))
    assert only(use, "definition").looks_for.creates == "Treasure"


def test_treasure_without_token_is_the_subtype() -> None:
    use = derive(mtg_card("Lightning Bolt", "Sacrifice a Treasure: Lightning Bolt deals 1 damage."))
    assert use.name_use == "self"


def test_not_named_is_negated() -> None:
    text = (
        "As long as an opponent controls a creature with flying not named Escaped Shapeshifter, "
        "Escaped Shapeshifter has flying."
    )
    use = derive(mtg_card("Escaped Shapeshifter", text, ("Creature",)))
    negated = only(use, "names")
    assert negated.looks_for.negate
    assert negated.among.controller == "opponent"


def test_same_name_as_the_target_is_related_to_the_target() -> None:
    text = (
        "Return target nonland permanent and all other permanents with the same name as that "
        "permanent to their owners' hands."
    )
    same = only(derive(mtg_card("Echoing Truth", text)), "same_name_as")
    assert same.looks_for.anchor is not None and same.looks_for.anchor.related == "target"
    assert same.among.zones == ("battlefield",)


def test_face_references_carry_their_side() -> None:
    card = CardDef(
        "mtg",
        "Fire // Ice",
        (
            Face("Fire", ("Instant",), "Fire deals 2 damage divided as you choose.", "a"),
            Face("Ice", ("Instant",), "Tap target permanent.\nDraw a card.", "b"),
        ),
        layout="split",
    )
    use = derive(card)
    assert [(r.use, r.side) for r in use.references] == [("self", "a")]


def test_unreadable_name_use_is_detected_not_encoded() -> None:
    text = "Spy Kit-like: it has all names of nonlegendary creature cards."
    use = derive(mtg_card("Lightning Bolt", text))
    assert use.name_use == "names"
    assert use.detected == ((0, len(text)),)
    assert not use.references


def test_a_reference_that_fails_validation_is_dropped_with_a_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Point 8: a derived reference outside the game's vocabulary never reaches the card."""
    monkeypatch.setitem(where_module.ZONE_WORDS["mtg"], "graveyard", "cemetery")
    text = "Search your graveyard for a card named Lightning Bolt and put it into your hand."
    use = derive(mtg_card("Grimgrin, Corpse-Born", text))
    assert use.name_use == "names"
    assert not [r for r in use.references if r.looks_for.kind == "names"]
    assert any("cemetery" in reason for reason in use.dropped)


def test_a_wager_creates_the_tokens_for_its_winner() -> None:
    """Wage Might: "you may wager a Might token with them": whoever wins creates it."""
    text = "When this attacks a hero, you may wager a Might token with them."
    pool = (single_face_card("fab", "Might", ("Aura", "Token"), is_token=True),)
    card = fab_card("Wage Might", text)
    wager = only(derive_name_use(card, context("fab", (*pool, card))), "definition")
    assert (wager.looks_for.creates, wager.looks_for.creates_for) == ("Might", "any")


def test_several_words_in_a_name() -> None:
    """Knick Knack Bric-a-brac: "a card with Amulet, Potion, or Talisman in its name"."""
    text = (
        "Search your deck for a card with Amulet, Potion, or Talisman in its name, put it into "
        "the arena, then shuffle."
    )
    part = only(derive(fab_card("Knick Knack Bric-a-brac", text)), "names")
    assert (set(part.looks_for.names), part.looks_for.by) == (
        {"Amulet", "Potion", "Talisman"},
        "part",
    )
    assert (part.among.zones, part.among.zone_owner) == (("deck",), "you")


def test_same_name_among_the_cards_it_banished_is_linked() -> None:
    """Bonds of Memory: "this has banished another card with the same name" (F19-like)."""
    text = (
        "Whenever this banishes a card and this has banished another card with the same name, "
        "gain 1{h}."
    )
    shared = only(derive(fab_card("Bonds of Memory", text)), "shared_name")
    assert (shared.among.zones, shared.among.related, shared.origin) == (
        ("banished",),
        "linked",
        "derived",
    )


def test_the_named_card_revealed_is_the_revealed_one_m11() -> None:
    """Pick a Card, Any Card: "reveal it. If it's the named card, create a Silver token."."""
    text = (
        "Look at target opponent's hand then name a card.\nChoose a random card from their hand "
        "and reveal it. If it's the named card, create a Silver token."
    )
    use = derive(fab_card("Pick a Card, Any Card", text))
    chosen = only(use, "chosen")
    assert (chosen.among.related, chosen.origin) == ("revealed", "derived")
