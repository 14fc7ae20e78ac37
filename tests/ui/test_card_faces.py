"""The SVG card faces: every card of a two-pack deck with jokers has one, each size is rendered once,
and a missing or damaged asset falls back to the drawn faces without a crash."""
from __future__ import annotations

import shutil

import pygame
import pytest

from game.engine import Card, make_deck
from game.ui import card_faces
from game.ui.cards import BACKS, CardArt, card_size
from game.ui.resources import asset
from game.ui.table.felt import Depth

SIZES = (64, 150)


@pytest.fixture(autouse=True)
def display():
    from game.ui import text
    pygame.init()
    text.reset()                 # as App does: fonts cached before an earlier pygame.quit() are dead
    pygame.display.set_mode((320, 200))
    pygame.event.clear()
    yield


def cards_folder():
    p = asset("cards", "back.svg")
    assert p is not None, "assets/cards/ is missing"
    return p.parent


def no_drawn_faces(art: CardArt) -> CardArt:
    """Fail the test if the drawn stand-in is used: the SVG must have given the face."""
    def boom(*_a, **_k):
        raise AssertionError("fell back to the drawn face")
    art._drawn_face = boom
    art._drawn_back = boom
    return art


def test_every_card_of_two_packs_with_jokers_has_an_svg_face_at_two_sizes():
    deck = make_deck(2, 4)
    assert len(deck) == 108
    art = no_drawn_faces(CardArt(deck=card_faces.SvgDeck(cards_folder())))
    for h in SIZES:
        seen = {}
        for c in deck:
            img = art.face(c, h)
            assert img.get_size() == card_size(h)
            seen.setdefault(c.face, img)
            assert art.face(c, h) is seen[c.face]        # the copies of a card share one face
        assert len(seen) == 53
        for name in BACKS:
            assert art.back(h, name).get_size() == card_size(h)


def test_faces_render_once_per_size_and_the_svg_once_per_card():
    svg = card_faces.SvgDeck(cards_folder())
    art = CardArt(deck=svg)
    built: list[tuple[str, int]] = []
    real = art._draw_face
    art._draw_face = lambda card, height: built.append((card.face, height)) or real(card, height)
    cards = [Card.parse(t) for t in ("7S", "7S.1", "KH", "JK", "JK.1", "TD")]
    for _ in range(3):                       # three frames
        for h in SIZES:
            for c in cards:
                art.face(c, h)
    assert sorted(built) == sorted({(c.face, h) for c in cards for h in SIZES})
    assert svg.renders == 4                  # 7S, KH, JK, TD: rasterised once, shrunk for each size
    art.clear()                              # a new window size: faces again, the SVG not
    for c in cards:
        art.face(c, 90)
    assert svg.renders == 4


def test_four_colour_and_back_colour_reach_the_svg_faces():
    svg = card_faces.SvgDeck(cards_folder())
    two, four = CardArt(deck=svg), CardArt(four_colour=True, deck=svg)
    no_drawn_faces(two), no_drawn_faces(four)

    def has(img: pygame.Surface, pred) -> bool:
        w, h = img.get_size()
        return any(pred(img.get_at((x, y))) for x in range(0, w, 2) for y in range(0, h, 2))

    blue = lambda c: c.b > 150 and c.r < 90 and c.g < 120     # noqa: E731
    green = lambda c: c.g > 100 and c.r < 70 and c.b < 90     # noqa: E731
    red = lambda c: c.r > 170 and c.g < 60 and c.b < 70       # noqa: E731
    assert has(two.face(Card.parse("7D"), 120), red) and not has(two.face(Card.parse("7D"), 120), blue)
    assert has(four.face(Card.parse("7D"), 120), blue)
    assert has(four.face(Card.parse("7C"), 120), green) and not has(two.face(Card.parse("7C"), 120), green)
    assert has(two.back(120, "red"), red) and not has(two.back(120, "blue"), red)


def test_missing_assets_fall_back_to_drawn_faces(tmp_path):
    art = CardArt(deck=card_faces.SvgDeck(tmp_path))          # an empty folder
    for c in make_deck(1, 2):
        assert art.face(c, 80).get_size() == card_size(80)
    assert art.back(80).get_size() == card_size(80)
    assert art.deck.renders == 0


def test_damaged_assets_fall_back_per_card(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(cards_folder(), folder)
    text = (folder / "KH.svg").read_text(encoding="utf-8")
    (folder / "KH.svg").write_text(text[: len(text) // 2], encoding="utf-8")     # cut short
    (folder / "back.svg").write_bytes(b"\x89PNG\r\n\x1a\n not an svg at all \xff\xfe")
    (folder / "7S.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>", encoding="utf-8")  # empty
    (folder / "QC.svg").unlink()
    art = CardArt(deck=card_faces.SvgDeck(folder))
    drawn: list[str] = []
    real = art._drawn_face
    art._drawn_face = lambda card, h: drawn.append(card.face) or real(card, h)
    for c in make_deck(1, 1):
        assert art.face(c, 70).get_size() == card_size(70)
    assert sorted(drawn) == ["7S", "KH", "QC"]
    assert art.back(70).get_size() == card_size(70)


def test_a_loader_error_falls_back_and_is_not_retried():
    calls = []

    def broken(_file, _size):
        calls.append(1)
        raise pygame.error("Unsupported image format")
    art = CardArt(deck=card_faces.SvgDeck(cards_folder(), loader=broken))
    for h in SIZES:
        assert art.face(Card.parse("9H"), h).get_size() == card_size(h)
        assert art.back(h).get_size() == card_size(h)
    assert len(calls) == 2                   # once for 9H, once for the back; then the file is given up


def test_index_stays_inside_the_card_at_the_smallest_sizes():
    for h in (26, 40, 64):
        w, _ = card_size(h)
        for t in ("10H", "QS", "AC", "JK"):
            block = card_faces.index_block(Card.parse(t), h, (0, 0, 0), with_suit=True)
            assert block.get_height() >= 9 and block.get_width() <= w * 0.5 + 2


def test_felt_and_shadows_are_made_once_per_size():
    depth = Depth()
    screen = pygame.Surface((400, 300))
    depth.draw_felt(screen, pygame.Rect(0, 0, 300, 300))
    first = next(iter(depth._felt.values()))
    depth.draw_felt(screen, pygame.Rect(0, 0, 300, 300))
    assert next(iter(depth._felt.values())) is first and len(depth._felt) == 1
    card = CardArt().face(Card.parse("5S"), 80)
    for _ in range(3):
        depth.blit_card(screen, card, (10, 10))
    assert len(depth._shadowed) == 1 and len(depth._shadows) == 1
