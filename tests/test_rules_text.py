"""The rules page's text: RULES.md's rules, every one, in the words a player
reads at the table (not the notation and wording of a rules reference)."""
from __future__ import annotations

import re

import pytest

from tabletop.app.rules_text import HOUSE_RULE, IN_WORDS, _loose, for_players, section

GAMES = ("gnoming", "grinch", "gnav", "nimmt")
NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def numbers(text: str) -> set[str]:
    """The figures a text gives, in digits or in words ("eight bounces")."""
    return set(re.findall(r"\d+", text)) | {w for w in re.findall(r"[a-z]+", text.lower()) if w in NUMBER_WORDS}


@pytest.mark.parametrize("game", GAMES)
def test_rules_text__every_wording_finds_the_words_it_replaces(game: str) -> None:
    # a wording whose text RULES.md no longer has would leave the reference's words on the page unnoticed
    for key, _ in IN_WORDS[game]:
        assert len(re.findall(_loose(key), section(game))) == 1, key


@pytest.mark.parametrize("game", GAMES)
def test_rules_text__keeps_every_figure_and_every_house_rule(game: str) -> None:
    # plainer words, the same rules: no number of RULES.md is lost (the notation in `...` aside),
    # and each point marked [decision] is still marked
    rules = re.sub(r"`[^`]*`|^## \d\.", "", section(game), flags=re.M)
    shown = for_players(game)
    assert numbers(rules) <= numbers(shown), numbers(rules) - numbers(shown)
    assert section(game).count("[decision") == shown.count(HOUSE_RULE) > 0
    assert "[decision" not in shown


@pytest.mark.parametrize("game, gone, said", [
    # Gnoming read like a reference: counts as "3 ×14", "row 1"/"column 1" of a grid shown as
    # notation, "a position already filled", "matches in the same sense", "a guard", and buttons
    # (Stop, Decline) and the setup's "Who starts" the player meets never named
    ("gnoming",
     ("\u00d714", "(the AI picks its own; humans click)", "chosen at setup", "in the same sense",
      "a position already filled", "a guard that real play", "row 1 matches", "still tied: shared victory"),
     ("82 positive cards: 14 each of 3, 4, 5 and 6; 13 each of 7 and 8",
      "22 negative cards: 6 of \u22121, 8 of \u22122, 5 of \u22123, 3 of \u22124",
      "the player chosen under \u201cWho starts\u201d", "(the printed rules say the youngest)",
      "a spot already filled this turn, so at most eight bounces", "When you stop (the Stop button)",
      "face up (or Decline)", "\u201cHazard: out\u201d",
      "lowest of the round (or tied lowest) [house rule], otherwise +5",
      "Example: a grid whose top row is 6, 6, Mulligan, its middle row 6, \u22122, 4 and its bottom row 6, 8, Hazard. "
      "The top row matches (the Mulligan counts as 6): \u22126; the left column matches: \u22126;")),
    ("grinch",
     ("(else 0)", "the original names no table", "chosen at setup", "So:"),
     ("the player chosen under \u201cFirst Grinch\u201d", "three cards of the same rank score 10, four score 20, five "
      "score 30 (otherwise 0)", "four ranks in a row, such as 2, 3, 4, 5 (any suits), score 15; five score 25",
      "(the printed rules give no list; 12 of the 48 cards")),
    ("gnav",
     ("player 1 first", "the app calls it", "in succession", "the player to move"),
     ("the player chosen under \u201cWho starts\u201d plays first", "(the Play it button)", "(the Pass button)",
      "(the End turn button) [house rule]", "(both pass, one after the other)")),
    ("nimmt",
     ("privacy screen", "(10 \u00d7 players + 4)", "draft", "placement is forced", "at setup"),
     ("only the cards from 1 up to 10 per player plus 4 are used (1 to 34 with three players)",
      "(nobody chooses the row)", "the others look away", "Everyone sees who takes which card",
      "the round's first player (the first player rotates each round) [house rule]")),
])
def test_rules_text__reads_in_a_players_words(game: str, gone: tuple[str, ...], said: tuple[str, ...]) -> None:
    shown = " ".join(for_players(game).replace("**", "").split())  # as read: bold is no word
    for words in gone:
        assert words not in shown, words
    for words in said:
        assert words in shown, words


def test_rules_text__bouncing_is_told_in_steps() -> None:
    # "Bouncing." was one block of seven sentences under "2. Play": its steps now stand one under
    # another, further in than it (the same rules, the same words)
    from tabletop.app.scenes.rules import _plain
    paras = _plain(for_players("gnoming"))
    at = next(k for k, (_, text) in enumerate(paras) if text.startswith("\u2022 **Bouncing.**"))
    assert paras[at:at + 6] == [
        ("bb", "\u2022 **Bouncing.** When you replace a face-down card, turn it over first."),
        ("bbb", "\u2022 If it is a positive card whose value equals the card you just put down, or equals any face-up "
                "positive card in your grid, you may bounce it: put it in place of another card of your grid, which "
                "is then the replaced card (turn it over if it was face down)."),
        ("bbb", "\u2022 If that card matches too (in the same way), you may bounce it in turn, and so on. "
                f"**{HOUSE_RULE}** A bounce may not go to a spot already filled this turn, so at most eight "
                "bounces follow one another."),
        ("bbb", "\u2022 Negative cards, Mulligans and Hazards never bounce."),
        ("bbb", "\u2022 When you stop (the Stop button) or cannot bounce, the last card replaced is your discard."),
        ("bb", "\u2022 **Mulligan limit.** At the end of your turn your grid may show at most one face-up Mulligan. "
               f"**{HOUSE_RULE}** So you may put a Mulligan into your grid only while it shows no face-up Mulligan, "
               "or in place of the one it shows. Mulligans turned up by a Hazard or at the end of the round are "
               "allowed.")]


def test_rules_text__grinch_gives_the_bonus_cards_once_suit_by_suit() -> None:
    # the page gave the bonus cards twice: as a pattern ("the suit two after it") and then suit by suit
    shown = " ".join(for_players("grinch").replace("**", "").split())
    for words in ("cycle", "next suit", "two after", "three after", "previous suit", "Suit by suit"):
        assert words not in shown, words
    assert ("12 of the 48 cards carry one). In each suit both 1s and one of the two 2s carry a bonus; it counts "
            "when the hand being scored holds the cards it names (\u201cany\u201d: at least one): - Wreaths: Wreath 1 "
            "(+5 with any Noise card), Wreath 1 (+5 with any Ornament card), Wreath 2 (+10 with three or more "
            "Present cards); - Noise:") in shown
    assert shown.count("(+5 with any") == 8 and shown.count("(+10 with three or more") == 4


def test_rules_text__the_worked_example_sum_is_one_word() -> None:
    # "Total −6 −6 −2 +12 +10 = 8" broke across lines ("... +12" / "+10 = 8"): no-break spaces join it,
    # and the page wraps at plain spaces only
    from tabletop.app.scenes.rules import _words
    text = for_players("gnoming")
    assert "Total\u00a0\u22126\u00a0\u22126\u00a0\u22122\u00a0+12\u00a0+10\u00a0=\u00a0**8**." in text
    example = next(p for p in text.split("\n\n") if p.startswith("**Example:**"))
    total = [word for word in _words(example) if word[0][0].startswith("Total")]
    assert ["".join(piece for piece, _ in word) for word in total] == [
        "Total\u00a0\u22126\u00a0\u22126\u00a0\u22122\u00a0+12\u00a0+10\u00a0=\u00a08."]


def test_for_players__a_bonus_card_and_its_bonus_stay_on_one_line() -> None:
    # at 800x500 "a 2 (+10" ended a line and "with three or more..." began the next
    text = for_players("grinch")
    assert text.count("\u00a02\u00a0(+10\u00a0with") == 4 and text.count("\u00a01\u00a0(+5\u00a0with") == 8
    assert "(+10 with" not in text and "(+5 with" not in text


def _card_words(game: str, players: int, seed: int) -> list[str]:
    """Every line of words that may name a card: the rules page's, and a game
    played to its end by random legal moves told as the move log tells it, with
    the hint's words for every legal move along the way."""
    import importlib
    import random

    from tabletop.app.main import default_setup
    from tabletop.games import GAMES
    g, telling = GAMES[game], importlib.import_module(f"tabletop.games.{game}.table_log")
    names = ["You", "Ann", "Bob", "Cleo"][:players]
    state, rng = g.new(players, seed, default_setup(game, players).variant), random.Random(seed)
    lines = " ".join(for_players(game).replace("**", "").split()).split(". ")  # (as read: no-break spaces too)
    while not g.is_over(state):
        seat = g.to_move(state)[0]
        legal = g.legal_actions(state, seat)
        lines += [telling.advice(names, g.view(state, seat), a) for a in legal]
        lines += telling.describe(names, g.apply(state, seat, rng.choice(legal)))
    return lines


# per game, the ways of naming a card that are not the game's one way: (pattern, what is wrong)
NOT_THE_WAY = {
    "grinch": ((r"\b(?:Wreaths|Ornaments|Presents) (?:cards?|\d)\b", "a suit's plural names a card (Ornament 4)"),
               (r"(?<!Wreath)(?<!Noise)(?<!Ornament)(?<!Present) \d \(\+",
                "a bonus card without its suit (Wreath 1 (+5))"),
               (r"\b(?:discarded|took|back) (?!the\b)\w+ \d", "a card without its article (the Wreath 3)"),
               (r"\b[WNOP]\d", "the saves' notation")),
    "gnav": ((r"\b\d+[SHDC]\b", "the saves' notation (the 7 of hearts)"),
             (r"\b\d+ of (?!spades|hearts|diamonds|clubs)\w+", "a suit not named as the table names it")),
    "nimmt": ((r"\b(?:play|laid|took|take) \d", "a card without its article (the 34)"),),
    "gnoming": ((r"(?<![\w\u2212])-\d", "a hyphen for the minus sign (\u22122)"),
                (r"`", "the saves' notation")),
}


@pytest.mark.parametrize("game,players", [("grinch", 3), ("gnav", 2), ("nimmt", 3), ("gnoming", 3)])
def test_card_names__one_wording_on_the_rules_page_in_the_log_and_the_hint(game: str, players: int) -> None:
    # the rules page said "any Ornaments card" where the table says "Ornament 4", "a 1 (+5" for its
    # "Wreath 1 (+5)"; the Grinch log "discarded Wreath 5" where its hint says "discard the Wreath 5";
    # 6 nimmt!'s hint "play 34" where its log says "laid the 34"
    lines = _card_words(game, players, 3)
    for pattern, wrong in NOT_THE_WAY[game]:
        bad = [line for line in lines if re.search(pattern, line)]
        assert not bad, f"{wrong}: {bad[:3]}"



@pytest.mark.parametrize("game", GAMES)
def test_tip__says_how_moves_are_made_in_the_words_of_the_tables_own_page(game: str) -> None:
    from tabletop.app.rules_text import AT_THE_TABLE, TIPS, tip
    line, facts = tip(game), AT_THE_TABLE[game].lower()
    assert line.endswith(" \u00b7 F1: how to play") and len(line) <= 90, "one short line"
    ways = [w for w in ("double-click", "drag", "click") if w in TIPS[game].lower()]
    assert ways and all(w in facts for w in ways)
    for place in ("draw pile", "discard pile", "the table", "your grid"):
        assert place not in TIPS[game].lower() or place in facts
