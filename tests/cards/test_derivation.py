"""Deriving name use from real card text (issue 9): one test per pattern, on printed sentences.

Card texts are quoted from the reference data; ruling ids are RULES.md's (F… FaB, M… MTG).
"""

from __future__ import annotations

import pytest

from sandbox.cards.reading import NameContext, NameUse, read_name_use, zone_words
from sandbox.cards.reading import where as where_module
from sandbox.model import ReferenceSpec
from sandbox.model.cards import CardDef, Face, single_face_card

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
    return read_name_use(card, context(card.game, (card,)), is_funny=is_funny)


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
    assert read_name_use(exile, context("mtg", (exile, journey))).name_use == "none"
    assert read_name_use(journey, context("mtg", (exile, journey))).name_use == "self"


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
    rats, deck = sorted(
        (r for r in use.references if r.looks_for.kind == "names"), key=lambda r: r.outside_game
    )
    assert rats.looks_for.include_source_name and rats.looks_for.names == ("Relentless Rats",)
    assert rats.among.zones == ("battlefield",) and not rats.outside_game
    # the deck line functions before the game begins (MTG 113.6n), on its owner's deck
    assert deck.outside_game and deck.among.zones == ("library",)
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
    monkeypatch.setitem(zone_words.ZONE_WORDS["mtg"], "graveyard", ("cemetery",))
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
    wager = only(read_name_use(card, context("fab", (*pool, card))), "definition")
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
    same = only(derive(fab_card("Bonds of Memory", text)), "same_name_as")
    assert (same.among.zones, same.among.related, same.origin) == (
        ("banished",),
        "linked",
        "derived",
    )
    assert same.looks_for.anchor is not None and same.looks_for.anchor.related == "trigger"


def test_the_named_card_revealed_is_the_revealed_one_m11() -> None:
    """Pick a Card, Any Card: "reveal it. If it's the named card, create a Silver token."."""
    text = (
        "Look at target opponent's hand then name a card.\nChoose a random card from their hand "
        "and reveal it. If it's the named card, create a Silver token."
    )
    use = derive(fab_card("Pick a Card, Any Card", text))
    chosen = only(use, "chosen")
    assert (chosen.among.related, chosen.origin) == ("revealed", "derived")


# Categories added for the accuracy of issue 9: each on a real card that is not in the labelled
# set (tests/cards/labelled), quoted from the reference data.


def definitions(use: NameUse) -> set[tuple[str, str]]:
    return {
        (r.looks_for.creates, r.looks_for.creates_for)
        for r in use.references
        if r.use == "definition" and r.origin == "derived"
    }


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (
            "Beast Within",
            "Destroy target permanent. Its controller creates a 3/3 green Beast creature token.",
        ),
        (
            "Feudkiller's Verdict",
            "You gain 10 life. Then if you have more life than an opponent, create a 5/5 white "
            "Giant Warrior creature token.",
        ),
        (
            "Hunted Lammasu",
            "Flying\nWhen Hunted Lammasu enters the battlefield, target opponent creates a 4/4 "
            "black Horror creature token.",
        ),
    ],
)
def test_a_token_of_types_alone_uses_no_name_111_4(name: str, text: str) -> None:
    """CR 111.4: a token the text does not name is named by its subtypes and "Token": the
    text uses no name (issue 20), so nothing is defined and no name use is read."""
    use = derive(mtg_card(name, text, ("Creature",)))
    assert use.name_use in ("none", "self")
    assert [r for r in use.references if r.use == "definition"] == []


@pytest.mark.parametrize(
    ("name", "text", "created"),
    [
        (
            "Minsc, Beloved Ranger",
            "When Minsc, Beloved Ranger enters the battlefield, create Boo, a legendary 1/1 red "
            "Hamster creature token with trample and haste.",
            {("Boo", "you")},
        ),
        (
            "The Book of Vile Darkness",
            "{T}, Exile The Book of Vile Darkness: Create Vecna, a legendary 8/8 black Zombie "
            "God creature token with indestructible.",
            {("Vecna", "you")},
        ),
        (
            "Thraben Inspector",
            "When Thraben Inspector enters the battlefield, investigate. (Create a colorless Clue "
            'artifact token with "{2}, Sacrifice this artifact: Draw a card.")',
            {("Clue", "you")},
        ),
    ],
)
def test_mtg_tokens_are_defined_by_the_name_the_text_gives_111_4(
    name: str, text: str, created: set[tuple[str, str]]
) -> None:
    """CR 111.4: a name the text gives wins ("create Boo, a ... Hamster creature token", the
    rule's own example); 701.16a: investigate creates a Clue (a predefined token, 111.10f)."""
    use = derive(mtg_card(name, text, ("Creature",)))
    assert use.name_use == "names"
    assert definitions(use) == created


def test_a_token_named_by_subtype_next_to_cards_named_its_own_name() -> None:
    """Undead Servant: the Zombie token of types alone uses no name (111.4); "each card named
    Undead Servant in your graveyard" is the card's own name as an identifier (M0a)."""
    text = (
        "When Undead Servant enters the battlefield, create a 2/2 black Zombie creature token "
        "for each card named Undead Servant in your graveyard."
    )
    use = derive(mtg_card("Undead Servant", text, ("Creature",)))
    assert definitions(use) == set()
    own = only(use, "names")
    assert (own.looks_for.names, own.among.zones, own.among.zone_owner) == (
        ("Undead Servant",),
        ("graveyard",),
        "you",
    )


def test_a_meld_result_is_not_encoded_and_the_own_name_is_this_701_37() -> None:
    """Hanweir Battlements: "if you both own and control Hanweir Battlements" is this object
    (201.5); the creature named Hanweir Garrison is looked for; the melded result is not."""
    text = (
        "{3}{R}{R}, {T}: If you both own and control Hanweir Battlements and a creature named "
        "Hanweir Garrison, exile them, then meld them into Hanweir, the Writhing Township."
    )
    pool = tuple(
        single_face_card("mtg", n, ("Creature",))
        for n in ("Hanweir Garrison", "Hanweir, the Writhing Township")
    )
    card = mtg_card("Hanweir Battlements", text, ("Land",))
    use = read_name_use(card, context("mtg", (*pool, card)))
    assert sorted(r.looks_for.kind for r in use.references) == ["names", "self"]
    garrison = only(use, "names")
    assert (garrison.among.zones, garrison.among.controller, garrison.among.owner) == (
        ("battlefield",),
        "you",
        "you",
    )
    assert not use.detected


def test_a_cost_is_read_on_its_own() -> None:
    """Kyscu Drake: the creature named Spitting Drake is sacrificed from the battlefield (the
    cost before the colon), the card named Viashivan Dragon is searched in your library."""
    text = (
        "Sacrifice Kyscu Drake and a creature named Spitting Drake: Search your library for a "
        "card named Viashivan Dragon, put that card onto the battlefield, then shuffle."
    )
    use = derive(mtg_card("Kyscu Drake", text, ("Creature",)))
    places = {(r.looks_for.names, r.among.zones, r.among.controller) for r in use.references}
    assert (("Spitting Drake",), ("battlefield",), "you") in places
    assert (("Viashivan Dragon",), ("library",), "any") in places


def test_draft_text_with_only_its_own_name_is_out_of_board_scope() -> None:
    """Cogwork Librarian: "Draft Cogwork Librarian face up." (a Conspiracy draft card)."""
    text = (
        "Draft Cogwork Librarian face up.\nAs you draft a card, you may draft an additional "
        "card from that booster pack. If you do, put Cogwork Librarian into that booster pack."
    )
    use = derive(mtg_card("Cogwork Librarian", text, ("Artifact", "Creature")))
    assert (use.name_use, use.scope) == ("self", "draft")


def test_a_card_with_the_same_name_is_compared_with_one_object() -> None:
    """Bazaar of Wonders: "counter it if a card with the same name is in a graveyard or a
    nontoken permanent with the same name is on the battlefield": the spell that triggered is
    compared (same_name_as), once per place, not a group that shares a name. "nontoken" is a
    word the schema cannot say yet, and the sentence's words are not told apart by part: both
    are suggested, never derived (issue 20)."""
    text = (
        "Whenever a player casts a spell, counter it if a card with the same name is in a "
        "graveyard or a nontoken permanent with the same name is on the battlefield."
    )
    use = derive(mtg_card("Bazaar of Wonders", text, ("World", "Enchantment")))
    same = [r for r in use.references if r.looks_for.kind == "same_name_as"]
    assert {r.among.zones for r in same} == {("graveyard",), ("battlefield",)}
    assert all(r.looks_for.anchor and r.looks_for.anchor.related == "trigger" for r in same)
    origins = {r.among.zones: r.origin for r in same}
    assert origins == {("graveyard",): "suggested", ("battlefield",): "suggested"}


@pytest.mark.parametrize(
    ("name", "text", "zones", "zone_owner", "origin"),
    [
        (
            "Voidstone Gargoyle",
            "As Voidstone Gargoyle enters the battlefield, choose a nonland card name.\n"
            "Spells with the chosen name can't be cast.",
            ("hand", "stack", "graveyard", "exile", "command"),
            "any",
            "derived",
        ),
        (
            "Magus of the Scroll",
            "{3}, {T}: Choose a card name, then reveal a card at random from your hand. If that "
            "card has the chosen name, Magus of the Scroll deals 2 damage to any target.",
            ("hand",),
            "you",
            "derived",
        ),
        (
            "Lammastide Weave",
            "Choose a card name, then target player mills a card. If a card with the chosen name "
            "was milled this way, you gain life equal to its mana value.",
            ("graveyard",),
            "target_player",
            "derived",
        ),
        (
            "Cabal Therapist",
            "When you do, choose a nonland card name, then target player reveals their hand and "
            "discards all cards with that name.",
            ("hand",),
            "target_player",
            "derived",
        ),
    ],
)
def test_where_a_chosen_name_is_looked_for_m11(
    name: str, text: str, zones: tuple[str, ...], zone_owner: str, origin: str
) -> None:
    """The zone of a chosen-name use comes from its own words: "can't be cast" (wherever a
    spell is cast from, as the curated Meddling Mage), a card revealed from your hand, cards
    "milled this way" (the graveyard of whoever milled), "target player ... discards" (their
    hand: the player named before, here the target player: issue 20, point 4)."""
    chosen = only(derive(mtg_card(name, text, ("Creature",))), "chosen")
    assert (chosen.among.zones, chosen.among.zone_owner, chosen.origin) == (
        zones,
        zone_owner,
        origin,
    )


def test_that_players_zone_is_the_player_named_before() -> None:
    """Dichotomancy: "target opponent controls, search that player's library for a card with
    the same name as that permanent": that player is the target opponent (issue 20, point 4)."""
    text = (
        "For each tapped nonland permanent target opponent controls, search that player's "
        "library for a card with the same name as that permanent."
    )
    same = only(derive(mtg_card("Dichotomancy", text, ("Sorcery",))), "same_name_as")
    assert (same.among.zones, same.among.zone_owner) == (("library",), "target_player")


def test_that_player_after_a_target_an_opponent_controls_is_the_targets_controller() -> None:
    """Mimeofacture: "target permanent an opponent controls. Search that player's library": the
    player is named through the target, so it is the target's controller (issue 20, point 4)."""
    text = (
        "Replicate {3}{U}\nChoose target permanent an opponent controls. Search that player's "
        "library for a card with the same name and put it onto the battlefield under your "
        "control. Then that player shuffles."
    )
    same = only(derive(mtg_card("Mimeofacture", text, ("Sorcery",))), "same_name_as")
    assert (same.among.zones, same.among.zone_owner) == (("library",), "controller_of:target")


@pytest.mark.parametrize(
    ("name", "text", "controller"),
    [
        (
            "Sticky Fingers",
            "When this attacks a hero, steal a Gold token they control.",
            "opponent",
        ),
        (
            "Flatten the Field",
            "Crush - When this deals 4 or more damage to a hero, destroy a Gold token they "
            "control.",
            "opponent",
        ),
    ],
)
def test_they_control_follows_the_hero_attacked(name: str, text: str, controller: str) -> None:
    """FaB: the hero a card attacks or deals combat damage to is an opposing hero, so "they
    control" after it is the opponent (F6); with no such hero, "they" is any player."""
    pool = (single_face_card("fab", "Gold", ("Token",), is_token=True),)
    card = fab_card(name, text)
    gold = only(read_name_use(card, context("fab", (*pool, card))), "names")
    assert (gold.among.zones, gold.among.controller) == (("arena",), controller)


@pytest.mark.parametrize(
    ("name", "text", "token", "creates_for"),
    [
        (
            "Billowing Mirage",
            "When you attack with Billowing Mirage, transform up to 1 ash you control into an "
            "Aether Ashwing.",
            "Aether Ashwing",
            "you",
        ),
        (
            "Chorus of Ironsong",
            "Unity - When this defends together with a card from hand, create a Courage token "
            "under any number of heroes' control.",
            "Courage",
            "any",
        ),
        (
            "Summit, the Unforgiving",
            "When this hits a hero, create a Frostbite token in their exposed head, chest, arms, "
            "or legs zone.",
            "Frostbite",
            "opponent",
        ),
    ],
)
def test_fab_token_definitions_and_who_gets_them_f5(
    name: str, text: str, token: str, creates_for: str
) -> None:
    """FaB CR 8.5.36c: transforming into a token creates it; "under any number of heroes'
    control" is any hero; a Frostbite in "their" equipment zone after a hit is the opponent's."""
    pool = tuple(
        single_face_card("fab", n, ("Token",), is_token=True) for n in ("Aether Ashwing", "Courage")
    )
    card = fab_card(name, text)
    use = read_name_use(card, context("fab", (*pool, card)))
    assert definitions(use) == {(token, creates_for)}


def test_a_name_part_held_by_you_is_in_the_arena_f6() -> None:
    """Glyph Overlay: "aura permanents you control with Sigil in their name" are in your arena,
    although the sentence also deals damage to a target hero."""
    text = (
        "Deal X+3 arcane damage to target hero, where X is the number of aura permanents you "
        "control with Sigil in their name."
    )
    part = only(derive(fab_card("Glyph Overlay", text)), "names")
    assert (part.looks_for.names, part.looks_for.by) == (("Sigil",), "part")
    assert (part.among.zones, part.among.controller) == (("arena",), "you")


def test_on_the_combat_chain_is_the_combat_chain_zone() -> None:
    """T-Bone: "If you control a card on the combat chain that was boosted": the combat chain,
    controlled by you (the zone words win over a later destination such as "into your deck")."""
    found = where_module.where(
        "If you control a card on the combat chain that was boosted, the defending hero must "
        "defend this with an equipment they control if able.",
        "fab",
    )
    assert (found.zones, found.controller) == (("combat_chain",), "you")
