"""The rules of the four games, bundled with the app (a copy of the
project's RULES.md, so the Rules scene needs no file outside the package).

`section(game_id)` gives one game's part; `for_players(game_id)` the same
as the in-app rules screen shows it: the same rules in a player's words (the
card notation, "[decision]" and a rules reference's terms replaced).
"""
from __future__ import annotations

import functools
import re

SECTIONS = {"gnoming": "## 1.", "grinch": "## 2.", "gnav": "## 3.", "nimmt": "## 4."}

RULES_MD = """# The four games: the rules the app enforces

This is the authority for every rule the app implements. The original rule
texts are in `seeds/` beside this file (in Ukrainian, Tagalog, Romanian,
Armenian and Cyrillic-transliterated English); this page is their English
version. Where the originals are silent or ambiguous, the decision taken is
marked **[decision]**; implement those exactly as written too, and show them
in the in-app rules screen.

Card notation (used in saves, logs, tests, the command line and the pure
functions of DESIGN.md) is given for each game.

---

## 1. Gnoming A Round (a Golf game) — 3 to 7 players

**Goal:** the lowest total score after three rounds.

**Deck (110 cards)** — notation in brackets:
- 82 positive cards: value 3 ×14, 4 ×14, 5 ×14, 6 ×14, 7 ×13, 8 ×13 (`3`…`8`)
- 22 negative cards: −1 ×6, −2 ×8, −3 ×5, −4 ×3 (`-1`…`-4`)
- 3 Hazard cards (`H`), 3 Mulligan cards (`M`)

**Setup (each round):** shuffle the whole deck; deal 9 cards face down to each
player as a 3×3 grid (nobody looks). The rest is the draw pile. Turn over two
cards from it to start **two discard piles**. **[decision]** If such a card is a
Hazard, it is removed from the round and another card is turned. Each player
turns two cards of their own grid face up (the AI picks its own; humans click).

**Turn order:** round 1 starts with the first player chosen at setup (the
rules say the youngest); each later round starts one seat further left.
A turn has three phases: **draw, play, discard.**

1. **Draw** one card: the top of the draw pile, or the top of either discard pile.
2. **Play** (optional): put the drawn card into your grid in place of any card,
   face down or face up. The card it replaces is the one you discard.
   - **Bouncing.** When you replace a *face-down* card, turn it over first. If
     it is a positive card whose value equals the card you just put down, or
     equals any face-up positive card in your grid, you *may* bounce it: put it
     in place of another card of your grid, which is then the replaced card
     (turn it over if it was face down). If that card also matches in the same
     sense, you may bounce again, and so on. **[decision]** A bounce may not go
     to a position already filled during this turn, so a chain ends after at
     most eight bounces. Negative cards, Mulligans and Hazards never bounce.
     When you stop (or cannot bounce), the last replaced card is your discard.
   - **Mulligan limit.** At the end of your turn your grid may show at most one
     face-up Mulligan. **[decision]** So a Mulligan may be put only into a grid
     that shows no face-up Mulligan, or onto the spot of the one it shows.
     Mulligans turned up by a Hazard or at the end of the round are allowed.
3. **Discard** the drawn card (if you did not play it) or the replaced card,
   face up onto either discard pile, with these rules:
   - If a discard pile is **empty**, your discard must go onto it (restart it),
     unless your discard is a Hazard, or it is the card you took from that
     very pile this turn.
   - **[decision]** A card taken from a discard pile may not be discarded back
     onto that same pile in the same turn.
   - **Hazard discarded:** it is removed from the round (it goes on no pile).
     Then every *other* player, in turn order from your left, may turn one of
     their face-down cards face up — but never their **last** face-down card
     (a flip only: nothing bounces).

**Draw pile empty [decision]:** shuffle both discard piles except their top
cards into a new draw pile. If there is still nothing to draw, or the draw
pile runs out a second time in the same round, or every player has had 50
turns in the round (a guard that real play never reaches), the round ends
at once: face-down cards are turned up and scored as below, with no
first-out bonus or penalty.

**End of the round:** when a player's grid has no face-down card left (this can
only happen on their own turn), every other player has exactly one more turn.
Then all remaining face-down cards are turned up, in place; nothing moves.

**Scoring a grid (each round):**
- A **matching line** is a row or column (not a diagonal) of three cards that
  are all positive cards of the same value, where any Mulligan counts as that
  value. Each matching line scores **minus** its value (a row of three 6s
  scores −6). A line of three Mulligans matches with value 0.
  A Mulligan may stand for different values in its row and its column.
- A positive card that belongs to at least one matching line scores nothing
  itself; any other positive card scores its value.
- Negative cards always score their (negative) value.
- A Mulligan always scores 0 itself.
- A Hazard in the grid at the end scores **+10**.
- **First out:** the player who first had no face-down card gets −5 if their
  score (before this) is the lowest of the round **[decision: or tied lowest]**,
  otherwise +5.

Example: grid rows `6 6 M / 6 -2 4 / 6 8 H` — row 1 matches (M=6): −6; column
1 matches: −6; the 6s and M score nothing; −2 scores −2; 4 and 8 score 12; H
scores +10. Total −6 −6 −2 +12 +10 = **8**.

**Winner:** lowest total after round 3. Tie: the lowest score in round 3 wins;
still tied: shared victory.

---

## 2. Grinch Grow Your Heart — 2 to 6 players

**Goal:** the most points after the final round.

**Deck (48 cards):** four suits — Wreaths `W`, Noise `N`, Ornaments `O`,
Presents `P` — each with two copies of ranks 1–6. Notation: suit letter + rank
(`W3`), plus the bonus if the card carries one (`W1+5N`, `W2+10P`).

**Bonus cards [decision]** (the original names no table; 12 of the 48 cards
carry one). With the suit cycle W → N → O → P → W, in each suit X:
- one `X1` carries **+5 if your hand has at least one card of the next suit**;
- the other `X1` carries **+5 if your hand has at least one card of the suit two
  after X**;
- one `X2` carries **+10 if your hand has at least three cards of the suit three
  after X** (the previous suit).

So: `W1+5N W1+5O W2+10P`, `N1+5O N1+5P N2+10W`, `O1+5P O1+5W O2+10N`,
`P1+5W P1+5N P2+10O`; the other 36 cards carry none.

**Roles:** each round one player is the **Grinch**, the others are **Whos**.
The first Grinch is chosen at setup (the rules say the oldest player); after
each round the role passes to the next player on the left.

**Number of rounds:** 2 players → 6, 3 → 6, 4 → 4, 5 → 5, 6 → 6 (each player
is the Grinch equally often).

**A round:** shuffle all 48 cards; deal 2 to each player (hands are secret).
The rest is the draw pile. Each player has a personal, face-up discard pile,
empty at the start. A round has **three turns**; in each turn:
1. Every Who, in seat order starting left of the Grinch, draws **two** cards
   from the draw pile, then discards **one** card of their hand face up onto
   their own discard pile.
2. Then the Grinch draws **two** cards, one at a time, each from any of: the
   draw pile, the top of any Who's discard pile, the top of the Grinch's own
   discard pile (after a top is taken, the card below it is the new top). Then
   the Grinch discards one card onto their own discard pile.

Hands grow 2 → 3 → 4 → 5 (the Grinch tile shows 3, 4, 5 hearts). After the
third turn every player holds five cards and the round is scored.
**[decision]** If the draw pile is empty when a card must be drawn from it,
all discard piles except their top cards are shuffled into a new draw pile.

**Scoring (Yahtzee-style score sheet).** Each round every player, in seat
order starting left of the Grinch **[decision]**, chooses one row of the
sheet that they have not used before and scores their five-card hand in it
(a row may score 0; each row is used at most once per game):
- **Wreaths / Noise / Ornaments / Presents:** the sum of the ranks of that
  suit's cards.
- **Rainbow:** for each suit in the hand, its highest rank; add these.
- **Match:** three cards of one rank 10, four 20, five 30 (else 0).
- **Run:** four consecutive ranks (any suits) 15, five 25 (else 0).

**Bonus points** are added to the round's score whichever row is chosen, for
every bonus card in the hand whose requirement the hand meets.

**Winner:** the most points. **[decision]** Tie: shared victory.

---

## 3. Gnav (two-player capture game) — exactly 2 players

This capture game is not the traditional Scandinavian Gnav; the app calls it
"Gnav" with the subtitle "two-player capture".

**Goal:** the most points from captured cards.

**Deck:** a standard deck's number cards only, ranks 2–10 in four suits
(36 cards). Notation: rank + suit letter `S H D C` (`7H`, `10S`); only ranks
matter to the rules.

**Setup:** shuffle; deal 10 cards to each player; the rest face down is the
draw pile; turn its top card face up to start the discard pile.

**Turns:** player 1 first, then alternately.
1. If you hold a **legal card**, you must play one: a card of the same rank as
   the top card of the discard pile, or a **2** or a **10** (wild).
   - **Match** (same rank; also a 2 on a 2 or a 10 on a 10): you capture both
     your card and the top card. The card below becomes the top.
   - **Wild** (a 2 or 10 on another rank): you capture only the top card; your
     wild card becomes the new top of the discard pile **[decision]**.
2. Then refill your hand to 10 cards from the draw pile (as far as it goes).
3. If you hold no legal card, draw one card from the draw pile. If it is
   legal you may play it at once (step 1); otherwise your turn ends. If the
   draw pile is empty, you pass.
4. **Empty draw pile:** once the draw pile is empty, a player who has just
   made a legal play may go on playing legal cards in the same turn, one after
   another, and may stop at any time **[decision]**.
5. **[decision] Empty discard pile:** whenever the discard pile is empty at the
   start of a turn, its new first card is turned from the draw pile; if the
   draw pile is empty too, the player to move puts any card of their hand face
   up to start it (this captures nothing).

**End:** when every card has been captured, or when neither player can make a
legal play (both pass in succession). Cards left in hands or on the discard
pile score nothing.

**Scoring:** each captured card scores its rank (2–10). The player with more
captured cards gets +10; if both captured the same number, each gets +5.
Highest total wins; equal totals are a draw **[decision]**.

---

## 4. 6 nimmt! — 2 to 10 players

**Goal:** keep as many of your 66 points as possible.

**Deck:** cards 1–104 (notation: the number). Each card has **bullheads**:
55 → 7; other multiples of 11 → 5; multiples of 10 → 3; other multiples of 5
→ 2; all others → 1 (171 bullheads in the deck).

**Score:** every player starts the game with **66 points** and loses one point
per bullhead on the cards they must take.

**A round:** shuffle the deck; deal 10 cards to each player; turn four cards
face up to start four rows. Then ten **turns**:
1. Every player secretly chooses a card from their hand (in pass-and-play each
   human chooses behind a privacy screen); all chosen cards are revealed at
   once.
2. The revealed cards are placed one at a time, **lowest number first**:
   - A card goes at the end of the row whose last card is **lower** than it
     with the **smallest difference** (placement is forced).
   - If that row already has **five** cards, the player takes those five cards
     (losing their bullheads) and the played card starts the row anew.
   - If the card is lower than the last card of every row, its player must
     take a row **of their choice** (all its cards) and the card starts that
     row. Only the lowest card of a turn can be in this case, so this choice is
     made before any other card of the turn is placed.
3. Taken cards leave the game until the next round (they are never played).

**End:** after a round, if any player has 0 points or fewer, the game ends;
the most points left wins (tie: shared victory). Otherwise a new round starts.

**Variants (chosen at setup):**
- **Standard** — as above.
- **Tactics** — only cards 1 to (10 × players + 4) are used, so every card is
  dealt and all of them reach the table; it pays to track what is still out.
- **Logic** — Tactics, except that at the start of each round all the cards lie
  face up on the table, and players take one card each in turn, clockwise from
  the round's first player **[decision: the first player rotates each round]**,
  until everyone has 10; the four cards left start the rows. The draft is
  public; the hands are then held as usual.
"""


def section(game_id: str) -> str:
    """The Markdown of one game's rules (its heading to the next game's)."""
    start = RULES_MD.index(SECTIONS[game_id])
    ends = [RULES_MD.find("\n## ", start + 4), RULES_MD.find("\n---", start + 4)]
    ends = [e for e in ends if e > 0]
    return RULES_MD[start:min(ends) if ends else len(RULES_MD)].strip()


# The mark RULES.md puts on a point the original rules left open ("[decision]"), as a player reads it.
HOUSE_RULE = "[house rule]"

# What the rules screen says instead of the card notation (saves, logs and the command line keep it) and
# instead of the words of a rules reference ("3 \u00d714", "placement is forced", "player 1"): the same rules,
# in the words the tables use ("Mulligan", "Wreath 1 (+5)" and "any Ornament card", "10 of spades", the Stop
# and Pass buttons, "Who starts" of the setup); and no arrows, which pygame's bundled font cannot draw ("55
# has 7", not "55 -> 7"). A key matches across line breaks (any run of spaces and newlines in it stands for any other).
IN_WORDS: dict[str, tuple[tuple[str, str], ...]] = {
    "gnoming": (
        ("**Deck (110 cards)** \u2014 notation in brackets:", "**Deck (110 cards):**"),
        ("value 3 \u00d714, 4 \u00d714, 5 \u00d714, 6 \u00d714, 7 \u00d713, 8 \u00d713 (`3`\u2026`8`)",
         "14 each of 3, 4, 5 and 6; 13 each of 7 and 8"),
        ("\u22121 \u00d76, \u22122 \u00d78, \u22123 \u00d75, \u22124 \u00d73 (`-1`\u2026`-4`)",
         "6 of \u22121, 8 of \u22122, 5 of \u22123, 3 of \u22124"),
        (" (`H`)", ""), (" (`M`)", ""),
        ("as a 3\u00d73 grid (nobody looks)", "as their grid of three rows of three (nobody looks)"),
        ("(the AI picks its own; humans click)", "(you click yours; the AI players pick their own)"),
        ("the first player chosen at setup", "the player chosen under \u201cWho starts\u201d when the game is set up"),
        # one long paragraph in RULES.md: on the page, its steps one under another
        ("- **Bouncing.** When you replace a *face-down* card, turn it over first. If it is a positive card whose "
         "value equals the card you just put down, or equals any face-up positive card in your grid, you *may* "
         "bounce it: put it in place of another card of your grid, which is then the replaced card (turn it over "
         "if it was face down). If that card also matches in the same sense, you may bounce again, and so on. "
         "**[decision]** A bounce may not go to a position already filled during this turn, so a chain ends "
         "after at most eight bounces. Negative cards, Mulligans and Hazards never bounce. When you stop (or "
         "cannot bounce), the last replaced card is your discard.",
         "- **Bouncing.** When you replace a *face-down* card, turn it over first.\n"
         "      - If it is a positive card whose value equals the card you just put down, or equals any face-up "
         "positive card in your grid, you *may* bounce it: put it in place of another card of your grid, which "
         "is then the replaced card (turn it over if it was face down).\n"
         "      - If that card matches too (in the same way), you may bounce it in turn, and so on. "
         "**[decision]** A bounce may not go to a spot already filled this turn, so at most eight bounces "
         "follow one another.\n"
         "      - Negative cards, Mulligans and Hazards never bounce.\n"
         "      - When you stop (the Stop button) or cannot bounce, the last card replaced is your discard."),
        ("So a Mulligan may be put only into a grid that shows no face-up Mulligan, or onto the spot of the one "
         "it shows.", "So you may put a Mulligan into your grid only while it shows no face-up Mulligan, or in "
         "place of the one it shows."),
        ("it is removed from the round (it goes on no pile).",
         "it leaves the round (it goes on no pile: drop it where the table shows \u201cHazard: out\u201d)."),
        ("may turn one of their face-down cards face up", "may turn one of their face-down cards face up (or "
         "Decline)"),
        ("(a flip only: nothing bounces)", "(it is only turned up: nothing bounces)"),
        ("(a guard that real play never reaches)", "(a limit real games never reach)"),
        ("Example: grid rows `6 6 M / 6 -2 4 / 6 8 H` \u2014 row 1 matches (M=6): \u22126; column 1 matches: "
         "\u22126; the 6s and M score nothing; \u22122 scores \u22122; 4 and 8 score 12; H scores +10.",
         "**Example:** a grid whose top row is 6, 6, Mulligan, its middle row 6, \u22122, 4 and its bottom row 6, 8, "
         "Hazard. The top row matches (the Mulligan counts as 6): \u22126; the left column matches: \u22126; the "
         "6s and the Mulligan score nothing; \u22122 scores \u22122; 4 and 8 score 12; the Hazard scores +10."),
        # the sum is one thing to read: its parts joined by no-break spaces, which the page never breaks at
        ("Total \u22126 \u22126 \u22122 +12 +10 = **8**.",
         "\u00a0".join(("Total", "\u22126", "\u22126", "\u22122", "+12", "+10", "=", "**8**."))),
        ("**Winner:** lowest total after round 3. Tie: the lowest score in round 3 wins; still tied: shared "
         "victory.", "**Winner:** the lowest total after round 3. A tie goes to the lowest score in round 3; if "
         "still tied, the victory is shared."),
    ),
    "grinch": (
        ("Wreaths `W`, Noise `N`, Ornaments `O`, Presents `P`", "Wreaths, Noise, Ornaments, Presents"),
        (" Notation: suit letter + rank (`W3`), plus the bonus if the card carries one (`W1+5N`, `W2+10P`).", ""),
        ("(the original names no table;", "(the printed rules give no list;"),
        # the pattern ("the suit two after X") and then the same cards suit by suit: said once, suit by suit
        ("With the suit cycle W \u2192 N \u2192 O \u2192 P \u2192 W, in each suit X:\n"
         "- one `X1` carries **+5 if your hand has at least one card of the next suit**;\n"
         "- the other `X1` carries **+5 if your hand has at least one card of the suit two after X**;\n"
         "- one `X2` carries **+10 if your hand has at least three cards of the suit three after X** (the "
         "previous suit).\n\n"
         "So: `W1+5N W1+5O W2+10P`, `N1+5O N1+5P N2+10W`, `O1+5P O1+5W O2+10N`, `P1+5W P1+5N P2+10O`; the "
         "other 36 cards carry none.",
         "In each suit both 1s and one of the two 2s carry a bonus; it counts when the hand being scored holds "
         "the cards it names (\u201cany\u201d: at least one):\n"
         "- **Wreaths:** Wreath\u00a01\u00a0(+5\u00a0with any Noise card), "
         "Wreath\u00a01\u00a0(+5\u00a0with any Ornament card), "
         "Wreath\u00a02\u00a0(+10\u00a0with three or more Present cards);\n"
         "- **Noise:** Noise\u00a01\u00a0(+5\u00a0with any Ornament card), "
         "Noise\u00a01\u00a0(+5\u00a0with any Present card), "
         "Noise\u00a02\u00a0(+10\u00a0with three or more Wreath cards);\n"
         "- **Ornaments:** Ornament\u00a01\u00a0(+5\u00a0with any Present card), "
         "Ornament\u00a01\u00a0(+5\u00a0with any Wreath card), "
         "Ornament\u00a02\u00a0(+10\u00a0with three or more Noise cards);\n"
         "- **Presents:** Present\u00a01\u00a0(+5\u00a0with any Wreath card), "
         "Present\u00a01\u00a0(+5\u00a0with any Noise card), "
         "Present\u00a02\u00a0(+10\u00a0with three or more Ornament cards).\n\n"
         "The other 36 cards carry none."),
        ("2 players \u2192 6, 3 \u2192 6, 4 \u2192 4, 5 \u2192 5, 6 \u2192 6",
         "6 with 2 or 3 players, 4 with 4, 5 with 5, 6 with 6"),
        ("Hands grow 2 \u2192 3 \u2192 4 \u2192 5", "Hands grow from 2 cards to 3, 4, then 5"),
        ("The first Grinch is chosen at setup",
         "The first Grinch is the player chosen under \u201cFirst Grinch\u201d when the game is set up"),
        ("**Rainbow:** for each suit in the hand, its highest rank; add these.",
         "**Rainbow:** the highest rank of each suit in the hand, added up."),
        ("**Match:** three cards of one rank 10, four 20, five 30 (else 0).",
         "**Match:** three cards of the same rank score 10, four score 20, five score 30 (otherwise 0)."),
        ("**Run:** four consecutive ranks (any suits) 15, five 25 (else 0).",
         "**Run:** four ranks in a row, such as 2, 3, 4, 5 (any suits), score 15; five score 25 (otherwise 0)."),
    ),
    "gnav": (
        ('This capture game is not the traditional Scandinavian Gnav; the app calls it "Gnav" with the subtitle '
         '"two-player capture".', "This capture game for two is not the traditional Scandinavian Gnav."),
        ("(36 cards). Notation: rank + suit letter `S H D C` (`7H`, `10S`); only ranks matter to the rules.",
         "(36 cards): spades, hearts, diamonds and clubs; only ranks matter to the rules."),
        ("**Turns:** player 1 first, then alternately.",
         "**Turns:** the player chosen under \u201cWho starts\u201d plays first, then the two take turns."),
        ("If it is legal you may play it at once (step 1); otherwise your turn ends. If the draw pile is empty, "
         "you pass.", "If it is legal you may play it at once, as in step 1 (the Play it button); if you keep it "
         "(the Keep it button) or it is not legal, your turn ends. If the draw pile is empty, you pass (the Pass "
         "button)."),
        ("and may stop at any time", "and may stop at any time (the End turn button)"),
        ("the player to move puts", "the player whose turn it is puts"),
        ("(both pass in succession)", "(both pass, one after the other)"),
    ),
    "nimmt": (
        ("cards 1\u2013104 (notation: the number).", "cards 1\u2013104."),
        ("55 \u2192 7; other multiples of 11 \u2192 5; multiples of 10 \u2192 3; other multiples of 5 \u2192 2; "
         "all others \u2192 1", "55 has 7; other multiples of 11 have 5; multiples of 10 have 3; "
         "other multiples of 5 have 2; all others have 1"),
        ("(in pass-and-play each human chooses behind a privacy screen)",
         "(when people share one screen, each chooses while the others look away)"),
        ("(placement is forced)", "(nobody chooses the row)"),
        ("only cards 1 to (10 \u00d7 players + 4) are used",
         "only the cards from 1 up to 10 per player plus 4 are used (1 to 34 with three players)"),
        ("The draft is public; the hands are then held as usual.",
         "Everyone sees who takes which card; then the hands are held hidden as usual."),
        ("**Variants (chosen at setup):**", "**Variants (chosen when the game is set up):**"),
    ),
}

# The same for every game: the originals are "the printed rules" to a player, and a decision that
# carries its rule in the tag ("[decision: or tied lowest]") says the rule in the text, then the mark.
EVERY_GAME: tuple[tuple[str, str], ...] = (
    (r"\*\*\[decision: ([^\]]*)\]\*\*", r"(\1) " + HOUSE_RULE),
    (r"\[decision\]", HOUSE_RULE),
    (r"\(the\s+rules\s+say", "(the printed rules say"),
)


def _loose(key: str) -> str:
    """A pattern of `key` in which any run of whitespace matches any other."""
    return "".join(r"\s+" if part.isspace() else re.escape(part) for part in re.split(r"(\s+)", key) if part)


@functools.lru_cache(maxsize=None)  # (its patterns take 15 ms: once a game, not each time the page opens)
def for_players(game_id: str) -> str:
    """One game's rules as the rules screen shows them: the card notation
    and the reference's words in the words a player reads (see IN_WORDS),
    "[decision]" as HOUSE_RULE."""
    text = section(game_id)
    for key, words in IN_WORDS[game_id]:
        text = re.sub(_loose(key), lambda _: words, text)  # the words as they are (no group references)
    for pattern, repl in EVERY_GAME:
        text = re.sub(pattern, repl, text)
    return text


# The last part of each game's rules page (and where F1 at its table opens it): how that table's moves are
# made with the mouse and the keys, as its code handles them (the tables' input code is the authority).
AT_THE_TABLE_HEADING = "Playing at this table"

AT_THE_TABLE: dict[str, str] = {
    "gnoming": """\
- **Mouse:** at a round's start, click two of your face-down cards (after another player's Hazard, one). On \
your turn, drag a card from the draw pile or a discard pile into your hand (a discard pile's top may go straight onto your grid), then drag it onto a \
card of your grid or a lit discard pile (a Hazard onto \u201cHazard: out\u201d). Or click instead of dragging: \
the pile, then where the card goes.
- **Keys:** the arrows move a frame among the places you may click and the buttons (Tab and Shift+Tab in \
reading order); Enter or Space clicks there.
- **Buttons:** S presses Stop (no more bounces: the card you hold is discarded); D presses Decline (after \
another player's Hazard, turn up none of your cards).""",
    "grinch": """\
- **Mouse:** drag a card from the draw pile into your hand, or click the pile; the Grinch may take the top of \
any discard pile too. To discard, drag a card onto your own discard pile, double-click it, or click it and then \
your pile. To score, click a lit row of your column on the score sheet.
- **Keys:** Left and Right (Up and Down, Tab and Shift+Tab too) choose the pile to draw from, the card to \
discard or the row to score (first the row your hand scores most in); Enter or Space makes the move.""",
    "gnav": """\
- **Mouse:** drag a raised card onto the discard pile, or double-click it; a click picks a card (framed), and Enter \
then plays it. Click the draw pile to draw.
- **Keys:** Left and Right choose a card, Enter or Space plays it (with none chosen, Enter chooses the first \
you may play, or draws if there is none); D draws. Tab, Up and Down reach the buttons; Enter presses one.
- **Buttons:** P presses Play it (the card you drew) or Pass, K presses Keep it, E presses End turn (once the \
draw pile is empty).""",
    "nimmt": """\
- **Mouse:** drag a card of your hand onto the table, or double-click it, or click it and then the table. When \
your card is lower than every row, click the row you take. In Logic, click a card of the pool to pick it; point \
at a player (or press K) to see their hand.
- **Keys:** Left and Right (Tab and Shift+Tab too) choose a card, Enter or Space plays it (with none chosen, \
Enter chooses the first). When you take a row, the arrows choose it and Enter takes it.""",
}

# The line a player finds the first time they sit at a game's table (tabletop/app/tip.py): the
# usual way its moves are made, in the words of AT_THE_TABLE above, and where to find the rest.
TIPS: dict[str, str] = {
    "gnoming": "Click a pile, then where its card goes (or drag it)",
    "grinch": "Click the draw pile to draw; double-click a card to discard it",
    "gnav": "Drag a raised card onto the discard pile, or double-click it",
    "nimmt": "Drag a card onto the table, or double-click it",
}


TIP_HELP = "F1: how to play"


def tip(game_id: str) -> str:
    """The first-visit tip of a game's table, in one short line (see TIPS)."""
    return f"{TIPS[game_id]} \u00b7 {TIP_HELP}"


# The same at every table: the help, the menu, the window, the end of a round.
AT_EVERY_TABLE = """\
- **Help:** H asks for a hint on your turn (the Hint (H) button): the move is marked, with a line saying why. \
L shows the moves so far in words. F1 (or ?, or the ? button under Menu, which Tab reaches too) opens this page; \
Esc or Enter goes back to the game.
- **Menu:** Esc opens it (rules, moves, save, load, settings, restart). F11 switches fullscreen on and off.
- **When a round or the game ends:** See table (T) puts the scores aside to look at the table as it ended; any \
click or key brings them back."""


def at_the_table(game_id: str) -> str:
    """The last part of a game's rules page: how its moves are made at the table, with
    the mouse and the keys, and the keys every table has (under AT_THE_TABLE_HEADING)."""
    return f"### {AT_THE_TABLE_HEADING}\n\n{AT_THE_TABLE[game_id]}\n{AT_EVERY_TABLE}"
