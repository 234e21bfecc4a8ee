"""Text forms that went wrong on cards nobody had labelled (issue 20, point 3), each read
generally and tested on several real cards (texts quoted from the reference data).

"Other" excludes the source; a card's own name counting objects is an identification; a token is
created for the player the words name; a name an effect gives is no reference; and a sentence
whose words the reading did not consume is only `suggested` (point 1).
"""

from __future__ import annotations

import pytest

from sandbox.cards.reading import NameContext, NameUse, read_name_use
from sandbox.model import ReferenceSpec
from sandbox.model.cards import single_face_card

TOKENS = {
    "fab": (
        "Ponder",
        "Bloodrot Pox",
        "Cracked Bauble",
        "Gold",
        "Vigor",
        "Frostbite",
        "Runechant",
        "Seismic Surge",
        "Frailty",
        "Inertia",
        "Might",
        "Quicken",
        "Copper",
        "Silver",
        "Aether Ashwing",
        "Embodiment of Earth",
        "Embodiment of Lightning",
        "Soul Shackle",
        "Spectral Shield",
        "Zen State",
    ),
    "mtg": ("Treasure", "Blood", "Zombie", "Food"),
}

CARDS = {
    "fab": ("Hyper Driver", "Vynserakai", "Phoenix Flame", "Goldfin Harpoon"),
    "mtg": ("Nissa's Chosen", "Brawl", "Nikara, Lair Scavenger", "Mulldrifter"),
}


def token_types(game: str, token: str) -> tuple[str, ...]:
    """An MTG token's subtype is its name (Treasure, Blood, Zombie: 111.4); FaB's have none."""
    return (token,) if game == "mtg" else ()


def use_of(game: str, name: str, text: str, types: tuple[str, ...] = ("Action",)) -> NameUse:
    """How a card of `text` uses names, read beside the test tokens and cards."""
    card = single_face_card(game, name, types, text, pitch="1" if game == "fab" else None)
    tokens = [
        single_face_card(game, t, ("Token", *token_types(game, t)), is_token=True)
        for t in TOKENS[game]
    ]
    others = [single_face_card(game, n, ("Item",)) for n in CARDS[game]]
    context = NameContext.build(game, [card, *tokens, *others])  # type: ignore[arg-type]
    return read_name_use(card, context)


def read(
    game: str, name: str, text: str, types: tuple[str, ...] = ("Action",)
) -> list[ReferenceSpec]:
    return list(use_of(game, name, text, types).references)


def names_refs(refs: list[ReferenceSpec]) -> list[ReferenceSpec]:
    return [r for r in refs if r.looks_for.kind == "names"]


def read_beside(name: str, text: str, *others: str) -> list[ReferenceSpec]:
    """An MTG creature card's references, read where the `others` are card names too."""
    card = single_face_card("mtg", name, ("Creature",), text)
    known = [single_face_card("mtg", other, ("Creature",), "") for other in others]
    context = NameContext.build("mtg", [card, *known])  # type: ignore[list-item]
    return list(read_name_use(card, context).references)


@pytest.mark.parametrize(
    ("game", "name", "text", "controller"),
    [
        (
            "mtg",
            "Relentless Rats",
            "Relentless Rats gets +1/+1 for each other creature on the battlefield named "
            "Relentless Rats.",
            "any",
        ),
        (
            "mtg",
            "Timberpack Wolf",
            "Timberpack Wolf gets +1/+1 for each other creature you control named Timberpack Wolf.",
            "you",
        ),
        (
            "mtg",
            "Seven Dwarves",
            "Seven Dwarves gets +1/+1 for each other creature named Seven Dwarves you control.",
            "you",
        ),
        (
            "mtg",
            "Brothers Yamazaki",
            "Each other creature named Brothers Yamazaki gets +2/+2 and has haste.",
            "any",
        ),
    ],
)
def test_each_other_named_its_own_name_excludes_the_source(
    game: str, name: str, text: str, controller: str
) -> None:
    """MTG 109.1 / the round-2 convention: "each other … named <own name>" is every object with
    that name but the source; read in full, so `derived`."""
    found = names_refs(read(game, name, text, ("Creature",)))
    assert len(found) == 1
    (ref,) = found
    assert ref.among.exclude_source and ref.looks_for.include_source_name
    assert ref.among.zones == ("battlefield",) and ref.among.controller == controller
    assert ref.origin == "derived"


@pytest.mark.parametrize(
    ("name", "text", "zone_owner"),
    [
        (
            "Count Your Blessings",
            "Gain X{h}, where X is 2 plus the number of Count Your Blessings in your graveyard.",
            "you",
        ),
        (
            "Gorganian Tome",
            "Draw X cards, where X is 1 plus the number of Gorganian Tomes in all graveyards.",
            "any",
        ),
    ],
)
def test_the_own_name_counting_objects_is_an_identification(
    name: str, text: str, zone_owner: str
) -> None:
    """FaB F6: "the number of <own name> in your graveyard" identifies the cards with that name
    (the source among them if it is there), not "this" (F4)."""
    refs = read("fab", name, text)
    assert all(r.use != "self" for r in refs)
    (ref,) = names_refs(refs)
    assert ref.use == "identification" and ref.looks_for.include_source_name
    assert ref.among.zones == ("graveyard",) and ref.among.zone_owner == zone_owner
    assert not ref.among.exclude_source and ref.origin == "derived"


def created_for(refs: list[ReferenceSpec]) -> dict[str, str]:
    return {r.looks_for.creates: r.looks_for.creates_for for r in refs if r.use == "definition"}


def test_a_token_is_defined_for_the_player_the_words_name() -> None:
    """FaB F5: a definition is made for whoever creates it; "under … control" right after a
    token decides for that token alone, "they may create" points back to the player named."""
    codex = read(
        "fab",
        "Codex of Bloodrot",
        "Create a Ponder token under your control and a Bloodrot Pox token under each "
        "opponent's control.",
    )
    assert created_for(codex) == {"Ponder": "you", "Bloodrot Pox": "opponent"}
    assert not names_refs(codex), "the second token is created, not looked for"
    squizzy = read(
        "fab",
        "Squizzy & Floof",
        "At the start of each opposing hero's turn, they may create a Cracked Bauble in their "
        "hand. If they do, you create a Gold token.",
    )
    assert created_for(squizzy) == {"Cracked Bauble": "opponent", "Gold": "you"}
    civic = read(
        "fab",
        "Civic Duty",
        "Whenever this defends, create a Vigor token under another hero's control.",
    )
    assert created_for(civic) == {"Vigor": "opponent"}
    # "then repeat for": each token listed is made the same way; "their" is the attacked hero
    host = read(
        "fab",
        "Infectious Host",
        "When this attacks a hero, if you control a Frailty token, create a Frailty token under "
        "their control, then repeat for Inertia and Bloodrot Pox.",
    )
    made = {"Frailty": "opponent", "Inertia": "opponent", "Bloodrot Pox": "opponent"}
    assert created_for(host) == made
    blizzard = read(
        "fab",
        "Blizzard Bolt",
        "If Blizzard Bolt was fused, whenever an attack deals damage to a hero this turn, create "
        "a Frostbite token under their control.",
    )
    assert created_for(blizzard) == {"Frostbite": "opponent"}


def test_a_repeated_process_repeats_its_condition_for_each_name() -> None:
    """ "If you control a Frailty token, create a Frailty token …, then repeat for Inertia and
    Bloodrot Pox": the condition is repeated too, so each token listed is looked for among what
    you control (before, only Frailty was, and the reading still said derived)."""
    refs = read(
        "fab",
        "Infectious Host",
        "When this attacks a hero, if you control a Frailty token, create a Frailty token under "
        "their control, then repeat for Inertia and Bloodrot Pox.",
    )
    found = {r.looks_for.names: (r.among.zones, r.among.controller) for r in names_refs(refs)}
    assert found == {
        ("Frailty",): (("arena",), "you"),
        ("Inertia",): (("arena",), "you"),
        ("Bloodrot Pox",): (("arena",), "you"),
    }
    assert all(r.origin == "derived" for r in names_refs(refs))
    # without a condition on the created name, nothing is looked for
    plain = read(
        "fab",
        "Infectious Host",
        "When this attacks a hero, create a Frailty token under their control, then repeat for "
        "Inertia and Bloodrot Pox.",
    )
    assert not names_refs(plain)


@pytest.mark.parametrize(
    ("name", "text", "made"),
    [
        (
            "Inertia Trap",
            "When this defends an attack with {p} greater than its base, create an Inertia token "
            "under the attacking hero's control.",
            {"Inertia": "opponent"},
        ),
        (
            "Song of the Shining Knight",
            "Create a Might token under each other hero's control.",
            {"Might": "opponent"},
        ),
        (
            "Jinglewood, Smash Hit",
            "Target opposing hero chooses and creates a Might, Quicken, or Vigor token. You "
            "create a Copper token.",
            {"Might": "opponent", "Quicken": "opponent", "Vigor": "opponent", "Copper": "you"},
        ),
        (
            "Dissolve Reality",
            "Each hero puts all cards in their arsenal on the bottom of their deck and creates a "
            "Ponder token.",
            {"Ponder": "any"},
        ),
        (
            "Kavdaen, Trader of Skins",
            "If a hero has more {h} than all other hero's, they lose 1{h} and create a Copper "
            "token.",
            {"Copper": "any"},
        ),
    ],
)
def test_the_creator_of_a_token_is_the_player_the_clause_names(
    name: str, text: str, made: dict[str, str]
) -> None:
    """FaB F5: the definition is made for the hero the words name: the one on the other side
    of the fight ("the attacking hero" of a defending card), "each other hero", the subject of
    "creates" (also after "puts … and"), else you."""
    refs = [r for r in read("fab", name, text) if r.use == "definition"]
    got: dict[str, str] = {}
    for ref in refs:  # one sentence each: the second "create" is its own
        got.setdefault(ref.looks_for.creates, ref.looks_for.creates_for)
    assert got == made


@pytest.mark.parametrize(
    ("name", "text", "created"),
    [
        (
            "Mordred Tide",
            "Until end of turn, if you would create one or more Runechant tokens, instead create "
            "that many plus 1.",
            "Runechant",
        ),
        (
            "Promising Terrain",
            "If you would create 1 or more Seismic Surge tokens, instead create that many plus 1.",
            "Seismic Surge",
        ),
        (  # its own name, made: a definition, not "this"
            "Intellect Penalty",
            "If you would create an Intellect Penalty with X counters on it, instead add X turn "
            "counters onto this.",
            "Intellect Penalty",
        ),
    ],
)
def test_if_you_would_create_a_token_is_a_definition(name: str, text: str, created: str) -> None:
    """FaB 2.12.3b: a name "in the context of creating it" is a definition, also where a
    replacement changes the making ("if you would create"); "whenever you create" is not."""
    refs = read("fab", name, text)
    assert created_for(refs) == {created: "you"}
    assert not names_refs(refs) and all(r.use != "self" for r in refs)


@pytest.mark.parametrize(
    ("name", "text", "found", "created"),
    [
        (  # the short name "Nissa" begins another card's name
            "Nissa Revane",
            "[+1]: Search your library for a card named Nissa's Chosen, put it onto the "
            "battlefield, then shuffle.",
            ("Nissa's Chosen",),
            "",
        ),
        (
            "Tuktuk the Explorer",
            "When Tuktuk the Explorer dies, create Tuktuk the Returned, a legendary 5/5 colorless "
            "Goblin Golem artifact creature token.",
            (),
            "Tuktuk the Returned",
        ),
        (
            "Stangg",
            "When Stangg enters the battlefield, create Stangg Twin, a legendary 3/4 red and "
            "green Human Warrior creature token.",
            (),
            "Stangg Twin",
        ),
        (  # in the ability the token is given, its name is the token itself (201.5)
            "Ajani, Strength of the Pride",
            "[−2]: Create a 2/2 white Cat Soldier creature token named Ajani's Pridemate with "
            '"Whenever you gain life, put a +1/+1 counter on Ajani\'s Pridemate."',
            (),
            "Ajani's Pridemate",
        ),
    ],
)
def test_a_name_that_begins_with_the_own_name_is_another_name(
    name: str, text: str, found: tuple[str, ...], created: str
) -> None:
    """MTG 201.5: the card's own name (or its short form) means "this" only where it is the
    whole name; "Nissa's Chosen" and "Tuktuk the Returned" are other names."""
    refs = read("mtg", name, text, ("Legendary", "Creature"))  # "Nissa" for Nissa Revane
    assert [r.looks_for.names for r in names_refs(refs)] == ([found] if found else [])
    assert [r.looks_for.creates for r in refs if r.use == "definition"] == (
        [created] if created else []
    )
    assert all(r.origin == "derived" for r in refs)


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("Eternal Skylord", "Zombie tokens you control have flying."),
        (
            "Strefan, Maurer Progenitor",
            "Whenever Strefan attacks, you may sacrifice two Blood tokens.",
        ),
        (  # a mode's label is no name, though a card is called Brawl
            "You Meet in a Tavern",
            "Choose one —\n• Start a Brawl — Creatures you control get +2/+2 until end of turn.",
        ),
        (  # a keyword and its cost, though a card is called Fortify
            "Darksteel Garrison",
            "Fortified land has indestructible.\nFortify {3} ({3}: Attach to target land you "
            "control. Fortify only as a sorcery.)",
        ),
    ],
)
def test_a_subtype_or_a_label_is_not_a_name(name: str, text: str) -> None:
    """MTG 205.3 / the labels' convention: "Blood tokens" and "Zombie tokens" are subtypes (only
    a token the sentence makes is named by them, 111.4), and a mode's label is not a name."""
    assert not names_refs(read("mtg", name, text, ("Legendary", "Creature")))


def test_an_opponent_who_controls_is_the_controller() -> None:
    """ "an opponent who controls an artifact named Wedding Ring": an opponent's artifact."""
    refs = read(
        "mtg",
        "Wedding Ring",
        "Whenever an opponent who controls an artifact named Wedding Ring gains life during their "
        "turn, you gain that much life.",
        ("Artifact",),
    )
    (ref,) = names_refs(refs)
    assert ref.among.zones == ("battlefield",) and ref.among.controller == "opponent"


def test_partner_with_looks_in_the_target_player_s_library() -> None:
    """MTG 702.124j: "target player may search their library for a card named X"."""
    refs = read("mtg", "Yannik, Scavenging Sentinel", "Partner with Nikara, Lair Scavenger")
    (ref,) = names_refs(refs)
    assert ref.among.zones == ("library",) and ref.among.zone_owner == "target_player"


def test_the_source_s_own_zone_is_not_where_the_sentence_looks() -> None:
    """FaB: "while this is in the arena" / "while this is in your graveyard" says where the
    source is; "played from hand" (no owner word) is any hero's hand."""
    null_zone = read(
        "fab",
        "Null Time Zone",
        "When this enters the arena, name a card. The named card can't be pitched or played "
        "from hand while this is in the arena.",
        ("Item",),
    )
    (chosen,) = [r for r in null_zone if r.looks_for.kind == "chosen"]
    assert chosen.among.zones == ("hand",) and chosen.among.zone_owner == "any"
    assert chosen.origin == "derived"
    razors = read(
        "fab",
        "Shriek Razors",
        "While this is in your graveyard, at the start of your turn, you may destroy 2 Silvers "
        "you control. If you do, equip this.",
        ("Equipment",),
    )
    chains = read(  # pitched, played or defended with: every zone a card is played from (suggested)
        "fab",
        "Chains of Eminence",
        "When Chains of Eminence enters the arena, name a card. The named card can't be "
        "pitched, played or used to defend while Chains of Eminence is in the arena.",
    )
    (named,) = [r for r in chains if r.looks_for.kind == "chosen"]
    assert set(named.among.zones) == {"hand", "arsenal", "banished", "deck", "graveyard"}
    assert named.origin == "suggested"
    whisperers = read(  # the same, the card saying its own name
        "fab",
        "Blacktek Whisperers",
        "While Blacktek Whisperers is in your graveyard, at the start of your turn, you may "
        "destroy 2 Silvers you control. If you do, equip Blacktek Whisperers.",
        ("Equipment",),
    )
    for refs in (razors, whisperers):
        (silver,) = names_refs(refs)
        assert silver.among.zones == ("arena",) and silver.among.controller == "you"
        assert silver.origin == "derived"


@pytest.mark.parametrize(
    ("name", "text", "zones", "controller"),
    [
        (
            "Medomai's Prophecy",
            "II — Choose a card name.\nIII — When you cast a spell with the chosen name for "
            "the first time this turn, draw two cards.",
            {"stack"},
            "you",
        ),
        (  # wherever they could cast it from
            "Academic Probation",
            "Choose a nonland card name. Opponents can't cast spells with the chosen name until "
            "your next turn.",
            {"hand", "stack", "graveyard", "exile", "command"},
            "opponent",
        ),
        (
            "Nevermore",
            "As Nevermore enters the battlefield, choose a nonland card name.\nSpells with the "
            "chosen name your opponents cast cost {2} more to cast.",
            {"stack"},
            "opponent",
        ),
    ],
)
def test_who_casts_a_spell_controls_it(
    name: str, text: str, zones: set[str], controller: str
) -> None:
    """MTG 601.2: a spell's controller is who cast it: "you cast" finds yours, "opponents
    can't cast" / "your opponents cast" theirs."""
    refs = [r for r in read("mtg", name, text, ("Enchantment",)) if r.looks_for.kind == "chosen"]
    assert refs
    for ref in refs:
        assert set(ref.among.zones) == zones and ref.among.controller == controller
        assert ref.origin == "derived"  # the caster read, nothing left (Academic Probation was
        # `suggested` for its unread "Opponents can't cast")


def test_the_zone_after_that_spell_is_the_group_s() -> None:
    """ "each card with the same name as that spell in your graveyard": a spell is on the stack
    (MTG 112.1), so "in your graveyard" says where the cards compared with it are."""
    refs = read(
        "mtg",
        "Locket of Yesterdays",
        "Spells you cast cost {1} less to cast for each card with the same name as that spell "
        "in your graveyard.",
        ("Artifact",),
    )
    (ref,) = [r for r in refs if r.looks_for.kind == "same_name_as"]
    assert ref.among.zones == ("graveyard",) and ref.among.zone_owner == "you"


def test_a_property_of_a_name_is_left_for_a_judge() -> None:
    """Issue 20: a letter chosen and looked for in names is no name (nor part of one) the
    schema holds: the sentence is left unencoded ("write it"), never read as a name."""
    text = (
        "When Gray Merchant of Alphabet enters the battlefield, choose a letter. For each "
        "creature you control that has the chosen letter in its name, you gain 1 life and each "
        "opponent loses 1 life."
    )
    card = single_face_card("mtg", "Gray Merchant of Alphabet", ("Creature",), text)
    use = read_name_use(card, NameContext.build("mtg", [card]))
    assert not [r for r in use.references if r.looks_for.kind == "names"]
    (start, end), *_ = use.detected
    assert "chosen letter" in text[start:end]


def test_a_name_an_effect_gives_is_not_a_reference() -> None:
    """ "name a card, then this gets that name" sets the attack's name (an effect, F8): nothing
    is looked for with the chosen name."""
    refs = read(
        "fab",
        "Retrace the Past",
        "Combo - When this attacks, if a card with Gustwave in its name was the last attack this "
        "combat chain, name a card, then this gets that name, +2{p}, and go again.",
        ("Ninja", "Action", "Attack"),
    )
    assert all(r.looks_for.kind != "chosen" for r in refs)


@pytest.mark.parametrize(
    ("game", "name", "text"),
    [
        # the revealed card is drawn: where it is (library, hand) is not what the words read
        (
            "mtg",
            "Booby Trap",
            "As Booby Trap enters the battlefield, choose an opponent and a card name other than "
            "a basic land card name.\nThe chosen player reveals each card they draw.\nWhen the "
            "chosen player draws a card with the chosen name, sacrifice Booby Trap. If you do, "
            "Booby Trap deals 10 damage to that player.",
        ),
        # a player related to the source (the enchanted player), not any player
        (
            "mtg",
            "Curse of Silence",
            "Enchant player\nAs Curse of Silence enters the battlefield, choose a card name.\n"
            "Spells with the chosen name enchanted player casts cost {2} more to cast.\n"
            "Whenever enchanted player casts a spell with the chosen name, you may sacrifice "
            "Curse of Silence. If you do, draw a card.",
        ),
        # a copy of a card of the game: no zone of this one
        (
            "mtg",
            "Gallery of Legends",
            "Visit — Exile cards from the top of your library until you exile a nonland card, "
            "then choose a legendary creature card name with the same mana value as that card. "
            "Create a token that's a copy of the card with the chosen name. That token gains "
            "haste. Exile it at the beginning of the next end step.",
        ),
        # the object it becomes (FaB 8.5.36b), not one of "target ash you control"
        ("fab", "Invoke Vynserakai", "Transform target ash you control into Vynserakai. Go again"),
        # the pitch zone is the condition's; the card with Herald in its name is played
        (
            "fab",
            "Luminaris, Angel's Glow",
            "If there is a yellow card in your pitch zone, the first attack action card with "
            "Herald in its name you play each turn and your first angel attack each turn get go "
            "again.",
        ),
        # put there before the game starts, not found on the board
        ("fab", "Fai", "You may start the game with a Phoenix Flame in your graveyard."),
        # outside the game
        (
            "fab",
            "Shitty Xmas Present",
            "Put a Cracked Bauble from outside the game on top of target hero's deck.",
        ),
        # what happened this turn, not what is on the table
        (
            "fab",
            "Loan Shark",
            "At the beginning of your end phase, if you haven't created or stolen a Gold this "
            "turn, destroy this, then lose 2{h} unless you discard a card.",
        ),
        # what happened this turn is not on the board: the spells are gone from the stack
        (
            "mtg",
            "Grim Reminder",
            "Search your library for a nonland card and reveal it. Each opponent who cast a "
            "spell this turn with the same name as that card loses 6 life. Then shuffle.",
        ),
        # a dungeon completed is not a permanent (309.7), whatever "differently named" finds
        (
            "mtg",
            "Ellywick Tumblestrum",
            '[−7]: You get an emblem with "Creatures you control have trample and haste and get '
            "+2/+2 for each differently named dungeon you've completed.\"",
        ),
        # the hand is where the card goes; the two cards with the same name are in exile
        (
            "mtg",
            "Tainted Pact",
            "Repeat this process until you put a card into your hand or you exile two cards "
            "with the same name, whichever comes first.",
        ),
        # the damage sources dealt this turn: the sources may have left the battlefield since
        (
            "mtg",
            "Blazing Effigy",
            "When Blazing Effigy dies, it deals X damage to target creature, where X is 3 plus "
            "the amount of damage dealt to Blazing Effigy this turn by sources named Blazing "
            "Effigy.",
        ),
        # a property compared among cards with different names: no filter holds it
        (
            "mtg",
            "Ecological Appreciation",
            "Search your library and graveyard for up to four creature cards with different "
            "names that each have mana value X or less and reveal them.",
        ),
        # only the attacking ones count: a state no filter holds
        (
            "mtg",
            "Aurochs",
            "Whenever Aurochs attacks, it gets +1/+0 until end of turn for each other attacking "
            "Aurochs.",
        ),
        # a card the creature cards are cast as, not an object of this game
        (
            "mtg",
            "Form of the Mulldrifter",
            "You may cast creature cards from your hand as though they were the card Mulldrifter.",
        ),
    ],
)
def test_words_the_reading_did_not_consume_make_it_suggested(
    game: str, name: str, text: str
) -> None:
    refs = [
        r
        for r in read(game, name, text)
        if r.use == "identification" and not r.text.endswith("Specialization")
    ]
    assert refs, "the sentence is read"
    assert all(r.origin == "suggested" for r in refs)


def test_sacrificing_the_source_does_not_say_where_the_sentence_looks() -> None:
    """ "If that card has the chosen name, sacrifice Diviner's Lockbox": the card revealed from
    your library, not a permanent you control (the sacrifice is of the source itself)."""
    text = (
        "{1}, {T}: Choose a card name, then reveal the top card of your library. If that card "
        "has the chosen name, sacrifice Diviner's Lockbox and draw three cards. Activate only as "
        "a sorcery."
    )
    refs = [r for r in read("mtg", "Diviner's Lockbox", text) if r.looks_for.kind == "chosen"]
    assert refs and all(r.among.zones == ("library",) for r in refs)
    assert all(r.origin == "derived" for r in refs)


def test_they_cant_play_restricts_the_player_named_before() -> None:
    """Censor (F3b-style choice): "When this hits a hero, name a card. They can't play the named
    card" looks at the hit hero's cards, not every player's, in every zone a card can be played
    from (hand, arsenal, and the zones effects allow: FaB CR 1.0.2, 1.7.4e)."""
    text = (
        "When this hits a hero, name a card. They can't play the named card until the end of "
        "their next turn."
    )
    (ref,) = [r for r in read("fab", "Censor", text) if r.looks_for.kind == "chosen"]
    assert set(ref.among.zones) == {"hand", "arsenal", "banished", "deck", "graveyard"}
    assert ref.among.zone_owner == "opponent"
    assert ref.origin == "derived"


def test_a_cost_s_names_are_read_in_the_cost() -> None:
    """Shadowborn Apostle: the library of the effect is not where the cost's creatures are."""
    text = (
        "A deck can have any number of cards named Shadowborn Apostle.\n{B}, Sacrifice six "
        "creatures named Shadowborn Apostle: Search your library for a Demon creature card, put "
        "it onto the battlefield, then shuffle."
    )
    refs = [r for r in read("mtg", "Shadowborn Apostle", text, ("Creature",)) if "{B}" in r.text]
    (ref,) = [r for r in refs if r.looks_for.kind == "names"]
    assert (ref.among.zones, ref.among.controller, ref.origin) == (
        ("battlefield",),
        "you",
        "derived",
    )


def test_the_source_sacrificed_in_a_cost_does_not_place_the_spell() -> None:
    """Mindreaver: "Sacrifice Mindreaver: Counter target spell with the same name as a card
    exiled with Mindreaver" compares a spell on the stack."""
    text = (
        "{U}{U}, Sacrifice Mindreaver: Counter target spell with the same name as a card exiled "
        "with Mindreaver."
    )
    (ref,) = [
        r
        for r in read("mtg", "Mindreaver", text, ("Creature",))
        if r.looks_for.kind == "same_name_as"
    ]
    assert ref.among.zones == ("stack",)


def test_a_hand_an_object_s_controller_reveals_is_only_suggested() -> None:
    """Minamo's Meddling: "That spell's controller reveals their hand, then discards each card
    with the same name …": whose hand is a player the reading cannot hold (issue 20, point 4)."""
    text = (
        "Counter target spell. That spell's controller reveals their hand, then discards each "
        "card with the same name as a card spliced onto that spell."
    )
    refs = [r for r in read("mtg", "Minamo's Meddling", text) if r.looks_for.kind == "same_name_as"]
    assert refs and all(r.origin == "suggested" for r in refs)


def test_they_control_after_that_hero_is_the_target_player() -> None:
    """Ice Eternal: "under target hero's control … that hero … Frostbites they control": the
    Frostbites the target hero controls (round 2's related players, issue 20 point 4)."""
    text = (
        "Iyslander Specialization\nIce Fusion\nCreate X Frostbite tokens under target hero's "
        "control. Then, if Ice Eternal was fused, deal arcane damage to that hero equal to the "
        "number of Frostbites they control."
    )
    refs = names_refs(read("fab", "Ice Eternal", text))
    (frostbites,) = [r for r in refs if r.looks_for.names == ("Frostbite",)]
    assert frostbites.among.controller == "target_player" and frostbites.origin == "derived"


@pytest.mark.parametrize(
    ("name", "text", "controller", "origin"),
    [
        (
            "Pay Up",
            "If defending hero controls a Gold, this gets overpower.",
            "opponent",
            "derived",
        ),
        (
            "Groundbreaker Crix",
            "Your attacks get +1{p} while attacking a hero who controls a Seismic Surge token.",
            "opponent",
            "derived",
        ),
        (  # each hero, compared with you: the other side of the comparison is not read
            "Mutiny on the Swiftwater",
            "For each hero that controls more Gold than you, steal a Gold token they control.",
            "any",
            "suggested",
        ),
        (  # compared with one player: both sides are read (test_reading_text_forms_8)
            "Gold Hunter Longboat",
            "If you control less Gold than an opponent, this gets +2{p}.",
            "you",
            "derived",
        ),
    ],
)
def test_a_hero_who_controls_is_the_hero_the_words_name(
    name: str, text: str, controller: str, origin: str
) -> None:
    """FaB "defending hero controls", "attacking a hero who controls": that hero's objects; a
    comparison with each hero ("each hero that controls more Gold than you") is `suggested`."""
    first = names_refs(read("fab", name, text))[0]
    assert first.looks_for.names[0] in ("Gold", "Seismic Surge")
    assert first.among.controller == controller and first.origin == origin


def test_another_hero_is_a_player_not_another_object() -> None:
    """Tip the Barkeep: "give a Gold token you control to another hero" names a player; it
    does not exclude the source from the Gold tokens found."""
    text = "You may give a Gold token you control to another hero."
    (gold,) = names_refs(read("fab", "Tip the Barkeep", text))
    assert gold.among.controller == "you" and gold.origin == "derived"


def test_under_their_control_on_an_opponents_turn_is_the_opponent_s() -> None:
    """Iyslander, Stormbind: "during an opponents turn, create a Frostbite token under their
    control" (the card's own spelling, without the apostrophe)."""
    text = (
        "Whenever you play an Ice card during an opponents turn, create a Frostbite token "
        "under their control."
    )
    (frostbite,) = [r for r in read("fab", "Iyslander", text) if r.use == "definition"]
    assert frostbite.looks_for.creates_for == "opponent"


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("Urza's Mine", "If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C}."),
        (
            "Urza's Fun House",
            "Activate only once and only if you control an Urza's Mine, an Urza's Power-Plant, "
            "and an Urza's Tower.",
        ),
    ],
)
def test_a_name_made_of_its_card_s_subtypes_is_the_subtypes(name: str, text: str) -> None:
    """ "an Urza's Tower" is a land with the subtypes Urza's and Tower (MTG 205.3i), though a
    card is named Urza's Tower (its type line: Land — Urza's Tower): no name is used."""
    card = single_face_card("mtg", name, ("Land",), text)
    lands = [
        single_face_card("mtg", land, ("Land", "Urza's", land.split()[1]))
        for land in ("Urza's Tower", "Urza's Mine")
    ]
    context = NameContext.build("mtg", [card, *lands])  # type: ignore[arg-type]
    assert names_refs(list(read_name_use(card, context).references)) == []


def test_another_object_elsewhere_is_an_anchor_not_a_shared_name() -> None:
    """Pattern Matcher: "search your library for a card with the same name as another
    creature you control" compares the library's cards with the creatures you control (the
    source excluded); "another card in their hand" of cards in hands is one group (201.2)."""
    text = (
        "When Pattern Matcher enters the battlefield, you may search your library for a card "
        "with the same name as another creature you control, reveal it, put it into your hand, "
        "then shuffle."
    )
    (same,) = [r for r in read("mtg", "Pattern Matcher", text) if r.use == "identification"]
    assert same.looks_for.kind == "same_name_as" and same.among.zones == ("library",)
    anchor = same.looks_for.anchor
    assert anchor is not None and anchor.zones == ("battlefield",)
    assert anchor.controller == "you" and anchor.exclude_source
    shared = read(
        "mtg",
        "Hint of Insanity",
        "Target player reveals their hand. That player discards all nonland cards with the same "
        "name as another card in their hand.",
    )
    assert [r.looks_for.kind for r in shared if r.use == "identification"] == ["shared_name"]


def test_a_reminder_of_several_sentences_uses_no_name() -> None:
    """Rules Lawyer: every sentence of a reminder in parentheses is unread (MTG 207.2), the
    fourth of six as much as the first ("… if you control two with the same name.")."""
    text = (
        "State-based actions don't apply to you or other permanents you control. (You don't "
        "lose the game due to having 0 or less life or drawing from an empty library. Your "
        "planeswalkers aren't put into a graveyard if they have 0 loyalty. You don't put a "
        "legendary permanent into a graveyard if you control two with the same name. Counters "
        "aren't removed from your permanents due to game rules.)"
    )
    assert read("mtg", "Rules Lawyer", text) == []


def test_a_keyword_heading_its_reminder_is_no_name_and_ripple_is_left_to_a_judge() -> None:
    """Bitter Ordeal's "Gravestorm (When you cast this spell, …)" is the keyword, though a card
    is named Gravestorm; Ripple compares names in the keyword itself (702.60a), which no
    pattern reads: its line is left unencoded, not dropped with its reminder."""
    ordeal = single_face_card(
        "mtg",
        "Bitter Ordeal",
        ("Sorcery",),
        "Search target player's library for a card and exile it. Then that player shuffles.\n"
        "Gravestorm (When you cast this spell, copy it for each permanent put into a "
        "graveyard this turn. You may choose new targets for the copies.)",
    )
    flame = single_face_card(
        "mtg",
        "Surging Flame",
        ("Instant",),
        "Surging Flame deals 2 damage to any target.\nRipple 4 (When you cast this spell, you "
        "may reveal the top four cards of your library. You may cast spells with the same "
        "name as this spell from among those cards without paying their mana costs. Put the "
        "rest on the bottom of your library.)",
    )
    gravestorm = single_face_card("mtg", "Gravestorm", ("Enchantment",), "")
    context = NameContext.build("mtg", [ordeal, flame, gravestorm])  # type: ignore[arg-type]
    assert read_name_use(ordeal, context).name_use == "none"
    ripple = read_name_use(flame, context)
    assert [r.use for r in ripple.references] == ["self"]
    ((start, end),) = ripple.detected
    assert flame.text[start:end].startswith("Ripple 4")


def test_names_the_scanner_does_not_know_in_a_list_make_it_suggested() -> None:
    """Princess Twilight Sparkle: "If you control Applejack, Fluttershy, Pinkie Pie, Rainbow
    Dash, and Rarity": only Rarity is a known card, so the reading is only `suggested`."""
    text = (
        "{W}{U}{B}{R}{G}: If you control Applejack, Fluttershy, Pinkie Pie, Rainbow Dash, and "
        "Rarity, everypony wins the game."
    )
    (ref,) = names_refs(read_beside("Princess Twilight Sparkle", text, "Rarity"))
    assert ref.looks_for.names == ("Rarity",) and ref.origin == "suggested"


def test_tokens_created_one_or_the_other_are_each_defined() -> None:
    """Tireless Provisioner: "create a Food token or a Treasure token" defines both (111.10),
    the second is not a Treasure looked for under your control."""
    text = (
        "Landfall — Whenever a land enters the battlefield under your control, create a Food "
        "token or a Treasure token."
    )
    refs = read("mtg", "Tireless Provisioner", text)
    assert sorted(r.looks_for.creates for r in refs if r.use == "definition") == [
        "Food",
        "Treasure",
    ]
    assert names_refs(refs) == []


def test_who_holds_the_object_named_says_where_it_is() -> None:
    """Hand of Vecna: "a creature you control named Vecna gets +X/+X …, where X is the number
    of cards in your hand": the creature is on your battlefield, not in your hand."""
    text = (
        "At the beginning of combat on your turn, equipped creature or a creature you control "
        "named Vecna gets +X/+X until end of turn, where X is the number of cards in your hand."
    )
    card = single_face_card("mtg", "Hand of Vecna", ("Artifact",), text)
    vecna = single_face_card("mtg", "Vecna", ("Token", "Creature"), "", is_token=True)
    context = NameContext.build("mtg", [card, vecna])  # type: ignore[arg-type]
    (ref,) = names_refs(list(read_name_use(card, context).references))
    assert ref.among.zones == ("battlefield",) and ref.among.controller == "you"


@pytest.mark.parametrize(
    ("name", "text", "made_for"),
    [
        (
            "Wernog, Rider's Chaplain",
            "When Wernog, Rider's Chaplain enters or leaves the battlefield, each opponent may "
            "investigate.",
            "opponent",
        ),
        (  # the controller of the exiled creatures (any player), not you
            "Declaration in Stone",
            "Exile target creature and all other creatures its controller controls with the "
            "same name as that creature. That player investigates for each nontoken creature "
            "exiled this way.",
            "any",
        ),
        (  # "under their control" is where the lands entered, not whose the Treasure is
            "Smuggler's Share",
            "At the beginning of each end step, draw a card for each opponent who drew two or "
            "more cards this turn, then create a Treasure token for each opponent who had two or "
            "more lands enter the battlefield under their control this turn.",
            "you",
        ),
        (
            "Fake Your Own Death",
            'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, '
            "return it to the battlefield tapped under its owner's control and you create a "
            'Treasure token."',
            "you",
        ),
        (  # which player attacked: not the opponents named last
            "Jolene, the Plunder Queen",
            "Whenever a player attacks one or more of your opponents, that attacking player "
            "creates a Treasure token.",
            "any",
        ),
    ],
)
def test_who_makes_the_token_is_the_player_the_words_name(
    name: str, text: str, made_for: str
) -> None:
    """MTG: a token is made for whoever creates it or investigates (701.16a), as the words of
    the making say, not another clause's "under their control"."""
    definitions = [r for r in read("mtg", name, text) if r.use == "definition"]
    assert definitions and all(r.looks_for.creates_for == made_for for r in definitions)


def test_this_counts_as_a_token_sets_a_name_and_looks_for_none() -> None:
    """Aurum Aegis: "This counts as a Gold." gives the equipment the Gold's name for what
    refers to Golds (an effect sets the name, F8): no reference, nothing left for a judge."""
    use = read_name_use(
        single_face_card("fab", "Aurum Aegis", ("Equipment",), "This counts as a Gold.\nTemper"),
        NameContext.build(
            "fab",
            [single_face_card("fab", "Gold", ("Token",), is_token=True)],  # type: ignore[list-item]
        ),
    )
    assert use.references == () and use.detected == () and use.name_use == "none"


def test_a_fab_token_made_in_a_trigger_is_defined_not_looked_for() -> None:
    """Victor Goldmane: "The first time each turn you create a Gold token …" names the Gold in
    the context of creating it, a hypothetical object (FaB 2.12.3b): a definition, not the
    Golds you control; MTG's "whenever you create a Blood token" stays the token made."""
    victor = read(
        "fab",
        "Victor Goldmane",
        "The first time each turn you create a Gold token from an effect you control, draw a card.",
    )
    assert [(r.use, r.looks_for.creates) for r in victor] == [("definition", "Gold")]
    blood = read(
        "mtg",
        "Voldaren Bloodcaster",
        "Whenever you create a Blood token, if you control five or more Blood tokens, "
        "transform Voldaren Bloodcaster.",
    )
    assert [r.looks_for.names for r in names_refs(blood)] == [("Blood",)]


@pytest.mark.parametrize(
    ("name", "text", "named"),
    [
        (
            "Rite of the Raging Storm",
            "Creatures named Lightning Rager can't attack you or planeswalkers you control.",
            "Lightning Rager",
        ),
        (
            "Ivory Guardians",
            "Creatures named Ivory Guardians get +1/+1 as long as an opponent controls a "
            "nontoken red permanent.",
            "Ivory Guardians",
        ),
    ],
)
def test_a_subject_named_is_read_with_its_own_words(name: str, text: str, named: str) -> None:
    """ "Creatures named X can't attack you or planeswalkers you control": the creatures are
    anyone's; the controller words belong to another noun of the sentence."""
    card = single_face_card("mtg", name, ("Enchantment",), text)
    token = single_face_card("mtg", named, ("Token", "Creature", "Elemental"), "", is_token=True)
    context = NameContext.build("mtg", [card, token])  # type: ignore[arg-type]
    refs = [r for r in names_refs(list(read_name_use(card, context).references))]
    (ref,) = [r for r in refs if r.looks_for.names == (named,)]
    assert ref.among.zones == ("battlefield",) and ref.among.controller == "any"


def test_a_short_name_that_is_the_card_s_own_type_is_the_type() -> None:
    """Garruk, Cursed Huntsman: "each Garruk you control" is the planeswalker type Garruk
    (205.3j), not the card's short name, as "target Sliver" is the creature type on Sliver
    Overlord; Chandra's front face and Grist still call themselves by their short names."""
    text = (
        '[0]: Create two 2/2 black and green Wolf creature tokens with "When this creature '
        'dies, put a loyalty counter on each Garruk you control."'
    )
    garruk = single_face_card(
        "mtg", "Garruk, Cursed Huntsman", ("Legendary", "Planeswalker", "Garruk"), text
    )
    context = NameContext.build("mtg", [garruk])  # type: ignore[list-item]
    assert read_name_use(garruk, context).references == ()
    chandra = read(
        "mtg",
        "Chandra, Fire of Kaladesh",
        "If Chandra has dealt 3 or more damage this turn, exile her, then return her to the "
        "battlefield transformed under her owner's control.",
        ("Legendary", "Creature", "Human", "Shaman"),
    )
    assert [r.use for r in chandra] == ["self"]
    grist = read(  # the short name standing alone is still the card itself
        "mtg",
        "Grist, the Hunger Tide",
        "If an Insect card was milled this way, put a loyalty counter on Grist and repeat this "
        "process.",
        ("Legendary", "Planeswalker", "Grist"),
    )
    assert [r.use for r in grist] == ["self"]
    overlord = read(
        "mtg", "Sliver Overlord", "{3}: Gain control of target Sliver.", ("Legendary", "Sliver")
    )
    assert overlord == []  # a Sliver, the creature type (Sliver Overlord is one)


def test_a_hero_in_your_party_is_found_by_moniker_among_your_heroes() -> None:
    """United We Stand: "if Boltyn is in your party" asks whether a hero of your party (you
    among them, FaB CR 1.1.4a) has the moniker Boltyn, not for a card named Boltyn in a hand;
    "Then repeat for Bravo and Seismic Surge, …" is left for a judge to write."""
    text = (
        "Unity - When this defends together with a card from hand, if Boltyn is in your party, "
        "create a Courage token under his control. Then repeat for Bravo and Seismic Surge, "
        "Briar and Embodiment of Earth."
    )
    card = single_face_card("fab", "United We Stand", ("Generic", "Defense Reaction"), text)
    heroes = [
        single_face_card("fab", hero, ("Hero", "Young", "Warrior"), "")
        for hero in ("Boltyn", "Bravo", "Briar")
    ]
    courage = single_face_card("fab", "Courage", ("Token", "Aura"), "", is_token=True)
    context = NameContext.build("fab", [card, *heroes, courage])  # type: ignore[arg-type]
    use = read_name_use(card, context)
    (boltyn,) = names_refs(list(use.references))
    assert (boltyn.looks_for.names, boltyn.looks_for.by) == (("Boltyn",), "moniker")
    assert (boltyn.among.zones, boltyn.among.zone_owner) == (("hero",), "you")
    repeat = text.index("Then repeat")
    assert any(start <= repeat < end for start, end in use.detected)


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (
            "Stone-Cold Basilisk",
            "Whenever Stone-Cold Basilisk blocks or becomes blocked by a creature with fewer "
            "letters in its name, destroy that creature at end of combat.",
        ),
        ("Oddly Uneven", "Destroy each creature with an odd number of words in its name."),
        (
            "Vorthos, Steward of Myth",
            "Each spell you cast with the chosen character in its name, flavor text, or art "
            "costs {W}{U}{B}{R}{G} less to cast.",
        ),
        (
            "Angelic Harold",
            "Each creature you control with three or more words in its name gets +1/+1.",
        ),
    ],
)
def test_a_property_of_a_name_is_no_part_of_it(name: str, text: str) -> None:
    """ "Fewer letters in its name", "an odd number of words in its name": a property of a name
    (issue 20, point 3), not the words "fewer letters" inside it; left for a judge to write."""
    card = single_face_card("mtg", name, ("Creature",), text)
    use = read_name_use(card, NameContext.build("mtg", [card]))  # type: ignore[list-item]
    assert not [r for r in use.references if r.looks_for.by == "part"]
    cue = text.index(" in its name")
    assert any(start <= cue < end for start, end in use.detected)


def test_two_uses_of_the_chosen_name_in_one_sentence_each_read_their_own_zone() -> None:
    """Secret Summoning: "Whenever a creature with the chosen name enters the battlefield under
    your control, you may search your library for any number of cards with that name": the
    trigger's creature is on your battlefield, the cards searched for in your library."""
    text = (
        "As Secret Summoning enters the battlefield, choose a creature card name.\nWhenever a "
        "creature with the chosen name enters the battlefield under your control, you may search "
        "your library for any number of cards with that name, reveal them, put them into your "
        "hand, then shuffle."
    )
    refs = [r for r in read("mtg", "Secret Summoning", text) if r.looks_for.kind == "chosen"]
    found = {(r.among.zones, r.among.controller, r.among.zone_owner) for r in refs}
    assert found == {(("battlefield",), "you", "any"), (("library",), "any", "you")}


@pytest.mark.parametrize(
    ("name", "spell"), [("Pardic Firecat", "Flame Burst"), ("Diligent Farmhand", "Muscle Burst")]
)
def test_where_the_source_is_and_what_it_counts_as_are_not_what_is_found(
    name: str, spell: str
) -> None:
    """ "If Pardic Firecat is in a graveyard, effects from spells named Flame Burst count it as a
    card named Flame Burst": the graveyard is the source's (a condition on itself) and the
    second name is one an effect gives it (F8); the spells named Flame Burst are on the stack."""
    text = (
        f"If {name} is in a graveyard, effects from spells named {spell} count it as a card "
        f"named {spell}."
    )
    card = single_face_card("mtg", name, ("Creature",), text)
    burst = single_face_card("mtg", spell, ("Instant",), "")
    context = NameContext.build("mtg", [card, burst])  # type: ignore[list-item]
    (ref,) = names_refs(list(read_name_use(card, context).references))
    assert ref.looks_for.names == (spell,)
    assert (ref.among.zones, ref.origin) == (("stack",), "derived")


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (
            "Marlynn",
            "Action - {t}, destroy a Gold you control: Create a Goldfin Harpoon in your hand.",
        ),
        ("Puffin", "Action - {t}, destroy a Gold you control: Create a Golden Cog token."),
    ],
)
def test_a_cost_is_read_alone_when_the_effect_only_has_a_longer_name_with_its_word(
    name: str, text: str
) -> None:
    """ "destroy a Gold you control: Create a Goldfin Harpoon in your hand": the Gold is found
    where the cost says; "Goldfin Harpoon" is another name, and its hand is where it is made."""
    (gold,) = [
        r for r in names_refs(read("fab", name, text, ("Hero",))) if r.looks_for.names == ("Gold",)
    ]
    assert (gold.among.zones, gold.among.controller, gold.origin) == (("arena",), "you", "derived")


def test_a_name_in_an_opening_condition_is_found_where_that_clause_says() -> None:
    """Sift Through Sands: the spells "you've cast" are looked for on the stack (and only
    suggested: a history), not in the library the effect then searches."""
    text = (
        "Draw two cards, then discard a card.\nIf you've cast a spell named Peer Through Depths "
        "and a spell named Reach Through Mists this turn, you may search your library for a "
        "card named The Unspeakable, put it onto the battlefield, then shuffle."
    )
    card = single_face_card("mtg", "Sift Through Sands", ("Instant", "Arcane"), text)
    named = ["Peer Through Depths", "Reach Through Mists", "The Unspeakable"]
    others = [single_face_card("mtg", n, ("Instant",), "") for n in named]
    context = NameContext.build("mtg", [card, *others])  # type: ignore[list-item]
    refs = {r.looks_for.names: r for r in names_refs(list(read_name_use(card, context).references))}
    spells = refs[tuple(named[:2])]  # one list, both needed (test_reading_text_forms_3.py)
    assert (spells.among.zones, spells.origin, spells.looks_for.match) == (
        ("stack",),
        "suggested",
        "all",
    )
    assert refs[("The Unspeakable",)].among.zones == ("library",)


def test_a_card_put_into_a_heros_soul_is_found_in_the_hero_zone() -> None:
    """Prism, Advent of Thrones: "Whenever a card with Herald in its name is put into Prism's
    soul …, you may search your deck for a figment": the soul is the cards under the hero card
    (FaB CR 3.11.2, 3.11.5), so the Herald is found in your hero zone, not in the deck."""
    text = (
        "Whenever a card with Herald in its name is put into Prism's soul during an action "
        "phase, you may search your deck for a figment, put it into the arena, then shuffle."
    )
    (herald,) = names_refs(read("fab", "Prism, Advent of Thrones", text, ("Hero",)))
    assert (herald.looks_for.names, herald.looks_for.by) == (("Herald",), "part")
    assert (herald.among.zones, herald.among.zone_owner) == (("hero",), "you")


@pytest.mark.parametrize(
    ("name", "text", "zone_owner"),
    [
        (
            "Dragonlord Kolaghan",
            "Whenever an opponent casts a creature or planeswalker spell with the same name as a "
            "card in their graveyard, that player loses 10 life.",
            "controller_of:trigger",
        ),
        (
            "Pyromancer Ascension",
            "Whenever you cast an instant or sorcery spell that has the same name as a card in "
            "your graveyard, you may put a quest counter on Pyromancer Ascension.",
            "you",
        ),
    ],
)
def test_a_spell_cast_is_compared_with_the_cards_of_a_graveyard(
    name: str, text: str, zone_owner: str
) -> None:
    """The trigger's spell is the anchor and the graveyard's cards are what is found ("their":
    the caster's, the trigger's controller); the spell's type words say when it triggers,
    which the anchor does not hold, so the reading is only suggested."""
    (ref,) = [r for r in read("mtg", name, text, ("Enchantment",)) if r.use == "identification"]
    assert ref.looks_for.kind == "same_name_as"
    assert ref.looks_for.anchor is not None and ref.looks_for.anchor.related == "trigger"
    assert (ref.among.zones, ref.among.zone_owner, ref.origin) == (
        ("graveyard",),
        zone_owner,
        "suggested",
    )


TALES_TOKENS = (
    "Aether Ashwing, Embodiment of Earth, Embodiment of Lightning, Ponder, Quicken, Runechant, "
    "Seismic Surge, Soul Shackle, Spectral Shield, Zen State"
)


@pytest.mark.parametrize(
    ("name", "text", "listed"),
    [
        (
            "Tales of Adventure",
            f"Each other hero chooses and creates a token that hasn't been chosen; {TALES_TOKENS}.",
            tuple(TALES_TOKENS.split(", ")),
        ),
        (
            "Plague Hive",
            "When you pitch Plague Hive, for each opposing hero, choose Inertia, Frailty, or "
            "Bloodrot Pox at random and create that token under their control.",
            ("Inertia", "Frailty", "Bloodrot Pox"),
        ),
    ],
)
def test_each_token_of_a_list_one_is_chosen_from_is_defined_for_the_opponent(
    name: str, text: str, listed: tuple[str, ...]
) -> None:
    """A token chosen from a list may be any of them: each is an object definition (FaB CR
    2.12.3b) for the hero who creates it, an opponent ("each other hero", "for each opposing
    hero ... under their control"), and nothing is left unencoded."""
    card = single_face_card("fab", name, ("Action",), text, pitch="1")
    tokens = [single_face_card("fab", t, ("Token",), is_token=True) for t in listed]
    use = read_name_use(card, NameContext.build("fab", [card, *tokens]))  # type: ignore[list-item]
    defined = {
        r.looks_for.creates: r.looks_for.creates_for
        for r in use.references
        if r.use == "definition"
    }
    assert defined == dict.fromkeys(listed, "opponent")
    assert not use.detected


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (
            "Vexing Arcanix",
            "{3}, {T}: Target player chooses a card name, then reveals the top card of their "
            "library. If that card has the chosen name, that player puts it into their hand. "
            "Otherwise, they put it into their graveyard and Vexing Arcanix deals 2 damage to "
            "them.",
        ),
        (
            "Petra Sphinx",
            "{T}: Target player chooses a card name, then reveals the top card of their library. "
            "If that card has the chosen name, that player puts it into their hand. If it doesn't, "
            "the player puts it into their graveyard.",
        ),
        (
            "Mindblaze",
            "Choose a nonland card name and a number greater than 0. Target player reveals their "
            "library. If that library contains exactly the chosen number of cards with the chosen "
            "name, Mindblaze deals 8 damage to that player. Then that player shuffles.",
        ),
    ],
)
def test_the_chosen_name_is_looked_for_in_the_library_revealed_not_where_the_card_goes(
    name: str, text: str
) -> None:
    """ "If that card has the chosen name, that player puts it into their hand": the card
    compared is the one revealed from the top of the target player's library (the hand is
    where it goes); "If that library contains …": the library is the subject."""
    refs = [r for r in read("mtg", name, text, ("Artifact",)) if r.looks_for.kind == "chosen"]
    assert [(r.among.zones, r.among.zone_owner) for r in refs] == [(("library",), "target_player")]


@pytest.mark.parametrize(
    ("name", "text", "earlier"),
    [
        (
            "Knick Knack Bric-a-brac",
            "As an additional cost to play Knick Knack Bric-a-brac, you may destroy any number of "
            "Copper, Silver, and/or Gold you control.\nSearch your deck for a card with Amulet, "
            "Potion, or Talisman in its name, put it into the arena, then shuffle. For each 4 "
            "Copper, 2 Silver, and/or 1 Gold destroyed this way, repeat this process.",
            ("identification", ("Copper", "Silver", "Gold")),
        ),
        (
            "Douse in Runeblood",
            "When this attacks, create Runechant tokens equal to the number of non-attack action "
            "cards you've played this turn. If 3 or more Runechants are created this way, this "
            "gets go again.",
            ("definition", ()),
        ),
        (
            "Moonshot",
            "Play this only if you've boosted this turn.\nAs an additional cost to play this, "
            "destroy X Hyper Drivers you control.\nWhen this attacks, it gets +3{p} for each "
            "Hyper Driver destroyed this way.\nIf this has 10 or more {p}, it gets overpower.",
            ("identification", ("Hyper Driver",)),
        ),
    ],
)
def test_objects_counted_as_done_this_way_are_those_an_earlier_sentence_read(
    name: str, text: str, earlier: tuple[str, tuple[str, ...]]
) -> None:
    """ "For each 4 Copper, 2 Silver, and/or 1 Gold destroyed this way": the tokens the cost
    destroyed, already read there; the sentence is explained and adds no reference."""
    card = single_face_card("fab", name, ("Action",), text, pitch="1")
    tokens = [single_face_card("fab", t, ("Token",), is_token=True) for t in TOKENS["fab"]]
    driver = single_face_card("fab", "Hyper Driver", ("Item",))
    context = NameContext.build("fab", [card, driver, *tokens])  # type: ignore[list-item]
    use = read_name_use(card, context)
    assert not use.detected
    use_kind, names = earlier
    found = [r for r in use.references if r.use == use_kind and r.looks_for.by != "part"]
    assert [r.looks_for.names for r in found] == [names]


@pytest.mark.parametrize(
    ("name", "text", "found"),
    [
        (
            "Isperia the Inscrutable",
            "Flying\nWhenever Isperia the Inscrutable deals combat damage to a player, choose a "
            "card name. That player reveals their hand. If a card with the chosen name is revealed "
            "this way, search your library for a creature card with flying, reveal it, put it "
            "into your hand, then shuffle.",
            [(("hand",), "any", "opponent", "revealed")],  # the player dealt damage (510.1)
        ),
        (
            "Smart Ass",
            "Whenever Smart Ass attacks, choose a card name. If defending player has no cards with "
            "the chosen name in their hand, they may reveal their hand. If they don't reveal their "
            "hand, Smart Ass can't be blocked this turn.",
            [(("hand",), "any", "opponent", "")],
        ),
        (
            "Summoner's Bond",
            "Double agenda (Start the game with this conspiracy face down in the command zone and "
            "secretly choose two different card names. You may turn this conspiracy face up any "
            "time and reveal those names.)\nWhenever you cast a creature spell with one of the "
            "chosen names, you may search your library for a creature card with the other chosen "
            "name, reveal it, put it into your hand, then shuffle.",
            [(("stack",), "you", "any", ""), (("library",), "any", "you", "")],
        ),
    ],
)
def test_the_chosen_name_in_an_opening_condition_is_looked_for_where_that_clause_says(
    name: str, text: str, found: list[tuple[tuple[str, ...], str, str, str]]
) -> None:
    """The cards "revealed this way" are in the hand revealed, not the library searched after;
    "defending player … their hand" is an opponent's; the spell cast is on the stack."""
    refs = [r for r in read("mtg", name, text, ("Creature",)) if r.looks_for.kind == "chosen"]
    got = [(r.among.zones, r.among.controller, r.among.zone_owner, r.among.related) for r in refs]
    assert got == found


def same_name_refs(name: str, text: str) -> list[ReferenceSpec]:
    return [r for r in read("mtg", name, text) if r.looks_for.kind == "same_name_as"]


@pytest.mark.parametrize(
    ("name", "text", "zone_owner"),
    [
        (
            "Echoing Return",
            "Return target creature card and all other cards with the same name as that card from "
            "your graveyard to your hand.",
            "you",
        ),
        (
            "Harness the Storm",
            "Whenever you cast an instant or sorcery spell from your hand, you may cast target "
            "card with the same name as that spell from your graveyard. (You still pay its costs.)",
            "you",
        ),
        (
            "Bloodbond March",
            "Whenever a player casts a creature spell, each player returns all cards with the same "
            "name as that spell from their graveyard to the battlefield.",
            "any",
        ),
    ],
)
def test_the_zone_after_the_anchor_is_where_the_group_is(
    name: str, text: str, zone_owner: str
) -> None:
    """ "… with the same name as that card from your graveyard to your hand": the cards
    compared are in the graveyard they are taken from (not the hand the spell came from, not
    the battlefield a creature would be on)."""
    (ref,) = same_name_refs(name, text)
    assert (ref.among.zones, ref.among.zone_owner) == (("graveyard",), zone_owner)


@pytest.mark.parametrize("name", ["Quash", "Test of Talents"])
def test_its_controller_after_a_target_of_several_type_words_is_the_targets(name: str) -> None:
    """ "Counter target instant or sorcery spell. Search its controller's graveyard, hand, and
    library …": "its" is the target spell's, however many words its type takes."""
    text = (
        "Counter target instant or sorcery spell. Search its controller's graveyard, hand, and "
        "library for all cards with the same name as that spell and exile them."
    )
    (ref,) = same_name_refs(name, text)
    assert (ref.among.zone_owner, ref.origin) == ("controller_of:target", "derived")


def test_creatures_its_controller_controls_are_the_targets_controllers() -> None:
    """Declaration in Stone: "all other creatures its controller controls with the same name
    as that creature": the target creature's controller's creatures (MTG 109.4)."""
    text = (
        "Exile target creature and all other creatures its controller controls with the same "
        "name as that creature. That player investigates for each nontoken creature exiled this "
        "way."
    )
    (ref,) = same_name_refs("Declaration in Stone", text)
    assert (ref.among.zones, ref.among.controller) == (("battlefield",), "controller_of:target")


@pytest.mark.parametrize(
    ("name", "token", "text"),
    [
        (
            "Sparkspitter",
            "Spark Elemental",
            "{R}, {T}, Discard a card: Create a 3/1 red Elemental creature token named Spark "
            'Elemental. It has trample, haste, and "At the beginning of the end step, sacrifice '
            'Spark Elemental."',
        ),
        (
            "Cloudseeder",
            "Cloud Sprite",
            "Flying\n{U}, {T}, Discard a card: Create a 1/1 blue Faerie creature token named Cloud "
            'Sprite. It has flying and "Cloud Sprite can block only creatures with flying."',
        ),
        (
            "Skirk Ridge Exhumer",
            "Festering Goblin",
            "{B}, {T}, Discard a card: Create a 1/1 black Zombie Goblin creature token named "
            'Festering Goblin. It has "When Festering Goblin dies, target creature gets -1/-1 '
            'until end of turn."',
        ),
    ],
)
def test_a_tokens_name_in_the_ability_the_next_sentence_gives_it_is_the_token_itself(
    name: str, token: str, text: str
) -> None:
    """MTG 201.5: the token's own name in its own ability means that token; nothing else
    named so is looked for (Sparkspitter's token sacrifices itself, not every Spark
    Elemental, which is also a card's name), and the name is defined once by the creation."""
    refs = read_beside(name, text, token)
    assert not names_refs(refs)
    assert [r.looks_for.creates for r in refs if r.use == "definition"] == [token]


def test_other_creatures_named_so_in_the_tokens_ability_are_still_looked_for() -> None:
    """Master of the Hunt: "bands with other creatures named Wolves of the Hunt" finds the
    other tokens of that name."""
    text = (
        "{2}{G}{G}: Create a 1/1 green Wolf creature token named Wolves of the Hunt. It has "
        '"bands with other creatures named Wolves of the Hunt."'
    )
    (ref,) = names_refs(read_beside("Master of the Hunt", text, "Wolves of the Hunt"))
    assert ref.looks_for.names == ("Wolves of the Hunt",)
    assert ref.among.exclude_source


def test_a_subtype_on_the_groups_noun_that_no_filter_holds_is_suggested() -> None:
    """Circle of Confinement: "an opponent casts a Vampire spell with the same name as a card
    exiled with Circle of Confinement": only Vampire spells count, which the group's filter
    does not say, so a judge is asked to check (issue 20, point 1)."""
    text = (
        "When Circle of Confinement enters the battlefield, exile target creature an opponent "
        "controls with mana value 3 or less until Circle of Confinement leaves the battlefield.\n"
        "Whenever an opponent casts a Vampire spell with the same name as a card exiled with "
        "Circle of Confinement, you gain 2 life."
    )
    (ref,) = same_name_refs("Circle of Confinement", text)
    assert (ref.among.zones, ref.among.controller, ref.origin) == (
        ("stack",),
        "opponent",
        "suggested",
    )


def test_a_you_control_of_another_noun_before_a_clause_of_its_own_is_suggested() -> None:
    """Goblin Artisans: "counter target artifact spell you control that isn't the target of an
    ability from another creature named Goblin Artisans": "you control" is the spell's, and the
    other Goblin Artisans may be anyone's, so the reading asks a judge to check."""
    text = (
        "{T}: Flip a coin. If you win the flip, draw a card. If you lose the flip, counter target "
        "artifact spell you control that isn't the target of an ability from another creature "
        "named Goblin Artisans."
    )
    (ref,) = names_refs(read("mtg", "Goblin Artisans", text, ("Creature",)))
    assert ref.among.exclude_source and ref.origin == "suggested"


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (
            "Fist Pump",
            "Whenever you banish a Hyper Driver from boosting, target wrench you control "
            "gets +1{p} this turn.\nBattleworn",
        ),
        (
            "Drive Brake",
            "Whenever you banish a Hyper Driver from boosting, remove a -1{d} counter "
            "from this.\nBattleworn",
        ),
        ("Hyper-X3", "Whenever you banish a Hyper Driver from boosting, put it under this."),
    ],
)
def test_a_card_banished_from_boosting_is_in_your_banished_zone(name: str, text: str) -> None:
    """Boost banishes the top card of your deck (FaB CR 8.3.9): the Hyper Driver is found in
    your banished zone, not among the permanents "target wrench you control" names."""
    (ref,) = names_refs(read("fab", name, text, ("Equipment",)))
    assert (ref.looks_for.names, ref.among.zones, ref.among.zone_owner) == (
        ("Hyper Driver",),
        ("banished",),
        "you",
    )


@pytest.mark.parametrize(
    ("name", "text", "kind"),
    [
        (
            "Shimian Specter",
            "Flying\nWhenever Shimian Specter deals combat damage to a player, that player reveals "
            "their hand. You choose a nonland card from it. Search that player's graveyard, hand, "
            "and library for all cards with the same name as that card and exile them. Then that "
            "player shuffles.",
            "same_name_as",
        ),
    ],
)
def test_the_player_a_creature_deals_combat_damage_to_is_an_opponent(
    name: str, text: str, kind: str
) -> None:
    """MTG 506.2, 510.1: an attacker deals its combat damage to the player it attacks, an
    opponent, so "that player's" hand is an opponent's (before: any player's, only suggested;
    Isperia the Inscrutable's revealed hand is in the opening-condition test above)."""
    (ref,) = [r for r in read("mtg", name, text, ("Creature",)) if r.looks_for.kind == kind]
    assert (ref.among.zone_owner, ref.origin) == ("opponent", "derived")


def test_any_creature_s_combat_damage_is_to_any_player() -> None:
    """ "Whenever a creature deals combat damage to a player": anyone's creature, so anyone."""
    refs = read(
        "mtg",
        "Nameless Watcher",
        "Whenever a creature deals combat damage to a player, that player reveals their hand. "
        "If a card named Mulldrifter is revealed this way, you draw a card.",
        ("Enchantment",),
    )
    (ref,) = names_refs(refs)
    assert ref.among.zone_owner == "any"


@pytest.mark.parametrize(
    ("name", "text", "related"),
    [
        (  # the target is a player: the cards are the ones exiled this way
            "Haunting Echoes",
            "Exile all cards from target player's graveyard other than basic land cards. For each "
            "card exiled this way, search that player's library for all cards with the same name "
            "as that card and exile them. Then that player shuffles.",
            "linked",
        ),
        (
            "Reap Intellect",
            "Target opponent reveals their hand. You choose up to X nonland cards from it and "
            "exile them. For each card exiled this way, search that player's graveyard, hand, and "
            "library for any number of cards with the same name as that card and exile them. "
            "Then that player shuffles, then draws a card for each card exiled from their hand "
            "this way.",
            "linked",
        ),
        (  # "exile them" comes after the comparison: the card is one of the revealed hand
            "Shimian Specter",
            "Whenever Shimian Specter deals combat damage to a player, that player reveals their "
            "hand. You choose a nonland card from it. Search that player's graveyard, hand, and "
            "library for all cards with the same name as that card and exile them.",
            "revealed",
        ),
        (  # "reveal it" comes after: the creature is the one that died
            "Remembrance",
            "Whenever a nontoken creature you control dies, you may search your library for a "
            "card with the same name as that creature, reveal it, put it into your hand, then "
            "shuffle.",
            "trigger",
        ),
    ],
)
def test_that_card_is_what_the_text_before_it_did(name: str, text: str, related: str) -> None:
    """Which object "that card" is follows the words read before it: a card exiled this way,
    one chosen from a revealed hand, the trigger's creature; a target player is no object to
    compare with, and what the sentence does after the comparison does not say."""
    (ref,) = [
        r for r in read("mtg", name, text, ("Sorcery",)) if r.looks_for.kind == "same_name_as"
    ]
    assert ref.looks_for.anchor is not None and ref.looks_for.anchor.related == related


def test_a_series_of_named_items_ends_with_the_card_itself() -> None:
    """ "Sacrifice a creature named Feral Shadow, a creature named Breathstealer, and Urborg
    Panther": each item says "named", so the last one, without it, is the card itself (a
    self-reference), not a creature named Urborg Panther looked for with Breathstealer."""
    refs = read_beside(
        "Urborg Panther",
        "Sacrifice a creature named Feral Shadow, a creature named Breathstealer, and Urborg "
        "Panther: Search your library for a card named Spirit of the Night, put that card onto "
        "the battlefield, then shuffle.",
        "Feral Shadow",
        "Breathstealer",
        "Spirit of the Night",
    )
    looked_for = sorted(r.looks_for.names for r in names_refs(refs))
    assert looked_for == [("Feral Shadow", "Breathstealer"), ("Spirit of the Night",)]
    assert any(r.use == "self" for r in refs)
    # one "named" before a list: every item is a name looked for, the card's own too
    kaldra = read_beside(
        "Helm of Kaldra",
        "{1}: If you control Equipment named Helm of Kaldra, Sword of Kaldra, and Shield of "
        "Kaldra, create Kaldra, a legendary 4/4 colorless Avatar creature token.",
        "Sword of Kaldra",
        "Shield of Kaldra",
    )
    (helm,) = names_refs(kaldra)
    assert set(helm.looks_for.names) == {"Helm of Kaldra", "Sword of Kaldra", "Shield of Kaldra"}


def test_cards_with_that_name_are_looked_for_in_their_own_clause() -> None:
    """ "put the top card of their deck into their graveyard, then they lose X{h}, where X is
    the number of cards in their graveyard with that name": the cards counted are in the
    attacking hero's graveyard (their clause says so), not in the deck the card came from."""
    refs = read(
        "fab",
        "Spike Pit Trap",
        "When this defends and the attacking hero has played or activated a reaction this chain "
        "link, put the top card of their deck into their graveyard, then they lose X{h}, where X "
        "is the number of cards in their graveyard with that name.",
    )
    (ref,) = [r for r in refs if r.looks_for.kind == "same_name_as"]
    assert (ref.among.zones, ref.among.zone_owner) == (("graveyard",), "opponent")


def test_a_player_named_through_an_object_casts_and_searches() -> None:
    """ "That creature's owner can't cast spells with the same name as that creature" (the
    target's owner casts them) and "that creature's controller may search their library" (the
    dying creature's controller's library): players related to an object (issue 20, point 4)."""
    reflector = read(
        "mtg",
        "Reflector Mage",
        "When Reflector Mage enters the battlefield, return target creature an opponent controls "
        "to its owner's hand. That creature's owner can't cast spells with the same name as that "
        "creature until your next turn.",
        ("Creature",),
    )
    (cast,) = [r for r in reflector if r.looks_for.kind == "same_name_as"]
    assert cast.among.controller == "owner_of:target" and "stack" in cast.among.zones
    succession = read(
        "mtg",
        "Verdant Succession",
        "Whenever a green nontoken creature dies, that creature's controller may search their "
        "library for a card with the same name as that creature, put it onto the battlefield, "
        "then shuffle.",
        ("Enchantment",),
    )
    (search,) = [r for r in succession if r.looks_for.kind == "same_name_as"]
    assert (search.among.zones, search.among.zone_owner) == (("library",), "controller_of:trigger")


def test_the_hand_a_spell_s_controller_discards_from_is_theirs() -> None:
    """ "Counter target spell. That spell's controller reveals their hand, then discards each
    card with the same name as …": the target spell's controller's hand (was yours)."""
    refs = read(
        "mtg",
        "Minamo's Meddling",
        "Counter target spell. That spell's controller reveals their hand, then discards each card "
        "with the same name as a card spliced onto that spell.",
        ("Instant",),
    )
    (ref,) = [r for r in refs if r.looks_for.kind == "same_name_as"]
    assert (ref.among.zones, ref.among.zone_owner) == (("hand",), "controller_of:target")


def test_permanents_with_that_name_are_on_the_battlefield_whatever_the_sentence_says() -> None:
    """ "Exile target nonland card from a graveyard, all other cards from graveyards with the
    same name as that card, and all permanents with that name": the last clause's permanents
    are on the battlefield by definition (110.1), not in the graveyards the sentence began
    with; its reference stays `suggested` ("that name" is not read for its anchor)."""
    refs = read(
        "mtg",
        "Moratorium Stone",
        "{2}{W}{B}, {T}, Sacrifice Moratorium Stone: Exile target nonland card from a graveyard, "
        "all other cards from graveyards with the same name as that card, and all permanents "
        "with that name.",
        ("Artifact",),
    )
    zones = sorted(r.among.zones for r in refs if r.looks_for.kind == "same_name_as")
    assert zones == [("battlefield",), ("graveyard",)]
    (permanents,) = [r for r in refs if r.among.zones == ("battlefield",)]
    assert permanents.origin == "suggested"
