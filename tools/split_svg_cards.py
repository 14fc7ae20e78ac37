"""Split David Bellot's SVG-cards deck into one small SVG file per card for assets/cards/.

The deck (npm package ``svg-cards`` 4.0.2, LGPL-2.1) is one 1 MB SVG whose cards
are built from ``<use>`` references and whose indices are ``<text>``.  pygame-ce
loads SVG through SDL_image's nanosvg, which draws neither ``<use>`` nor
``<text>`` nor ``fill:inherit``.  So this script writes, for each card the game
uses, a standalone SVG with every ``<use>`` expanded in place, the text dropped,
the white base left out (the game draws the card's rounded base at each size)
and the small corner suits of the number cards left out (the game draws its own
indices, sized so they stay legible on small cards: game/ui/card_faces.py).

Colour tokens the game swaps when it loads a file (four-colour decks, the
chosen back):

- diamond and heart pips keep the deck's red ``#e6180a``;
- club pips are written ``#000001`` and spade pips ``#000000``;
- the back's field colour is ``#0062ff`` (the deck's own blue).

Run it after changing which cards or which parts are used::

    cd /tmp && npm pack svg-cards && tar xzf svg-cards-4.0.2.tgz
    python3 tools/split_svg_cards.py /tmp/package/svg-cards.svg

It writes ``assets/cards/{AS..KC,JK,back}.svg`` and copies the deck's licence.
"""
from __future__ import annotations

import argparse
import copy
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "cards"
SVG = "http://www.w3.org/2000/svg"
XLINK = "http://www.w3.org/1999/xlink"
HREF = f"{{{XLINK}}}href"
WIDTH, HEIGHT = 169.075, 244.640

SUIT_NAMES = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
RANK_NAMES = {1: "1", 11: "jack", 12: "queen", 13: "king"}
RANK_LETTERS = "A23456789TJQK"
PIP_FILL = {"club": "#000001", "spade": "#000000"}
BACK_TOKEN = "#0062ff"
JOKER_ID = "joker_black"


def tag(el: ET.Element) -> str:
    return el.tag.rsplit("}", 1)[-1]


def scale_of(transform: str | None) -> float:
    """The x scale (absolute) of a ``matrix``/``scale`` transform; 1 for none or a translate."""
    if not transform:
        return 1.0
    m = re.match(r"\s*(matrix|scale)\(\s*([-\d.eE]+)", transform)
    return abs(float(m.group(2))) if m else 1.0


class Deck:
    def __init__(self, path: Path) -> None:
        ET.register_namespace("", SVG)
        ET.register_namespace("xlink", XLINK)
        self.tree = ET.parse(path)
        self.ids = {el.get("id"): el for el in self.tree.iter() if el.get("id")}
        self.gradients: set[str] = set()

    def expand(self, el: ET.Element, *, corner_index: bool = True) -> ET.Element | None:
        """A copy of ``el`` with ``<use>`` expanded and ``<text>`` dropped (None if nothing is left)."""
        t = tag(el)
        if t == "text":
            return None
        if t == "use":
            ref = (el.get(HREF) or el.get("href") or "").lstrip("#")
            target = self.ids[ref]
            if ref == "base":
                return None          # the card's white base and edge: the game draws them (any size, rounded)
            if not corner_index and ref in PIP_FILL.keys() | {"heart", "diamond"} and \
                    scale_of(el.get("transform")) < 1.5:
                return None          # a small corner suit: the game draws its own index
            g = ET.Element(f"{{{SVG}}}g")
            parts = [el.get("transform") or ""]
            x, y = float(el.get("x", 0)), float(el.get("y", 0))
            if x or y:
                parts.append(f"translate({x:g},{y:g})")
            if any(parts):
                g.set("transform", " ".join(p for p in parts if p))
            if el.get("style"):
                g.set("style", el.get("style"))
            if ref in PIP_FILL:
                g.set("fill", PIP_FILL[ref])
            inner = self.expand(target, corner_index=corner_index)
            if inner is None:
                return None
            g.append(inner)
            return g
        out = ET.Element(el.tag, {k: v for k, v in el.attrib.items() if k != "id"})
        for key in ("style", "fill", "stroke"):
            for ref in re.findall(r"url\(#([^)]+)\)", el.get(key, "")):
                self.gradients.add(ref)
        if t == "rect" or t == "path":
            style = out.get("style", "")
            if "fill:inherit" in style:
                out.set("style", style.replace("fill:inherit", f"fill:{BACK_TOKEN}"))
        for child in el:
            sub = self.expand(child, corner_index=corner_index)
            if sub is not None:
                out.append(sub)
        if t == "g" and len(out) == 0:
            return None
        return out

    def card_svg(self, card_id: str, *, corner_index: bool = False) -> bytes:
        self.gradients = set()
        body = self.expand(self.ids[card_id], corner_index=corner_index)
        root = ET.Element(f"{{{SVG}}}svg", {"version": "1.1", "width": f"{WIDTH}", "height": f"{HEIGHT}",
                                            "viewBox": f"0 0 {WIDTH} {HEIGHT}"})
        if self.gradients:
            defs = ET.SubElement(root, f"{{{SVG}}}defs")
            todo, seen = list(self.gradients), set()
            while todo:
                gid = todo.pop()
                if gid in seen:
                    continue
                seen.add(gid)
                grad = copy.deepcopy(self.ids[gid])
                defs.append(grad)
                link = (grad.get(HREF) or "").lstrip("#")
                if link:
                    todo.append(link)
        assert body is not None
        root.append(body)
        text = ET.tostring(root, encoding="unicode")
        text = re.sub(r"(\d+\.\d{3})\d+", r"\1", text)      # 3 decimals: exact enough for 245 units and for scale matrices
        return ("<?xml version='1.0' encoding='UTF-8'?>\n"
                "<!-- SVG-cards 4.0.2, Copyright (C) 2005 David Bellot, (C) 2016, 2017 Huub de Beer; LGPL-2.1 "
                "(see LICENSE). Cut from svg-cards.svg by tools/split_svg_cards.py. -->\n" + text + "\n").encode()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("svg", type=Path, help="svg-cards.svg from the npm package svg-cards")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    deck = Deck(args.svg)
    args.out.mkdir(parents=True, exist_ok=True)
    files = {}
    for suit, name in SUIT_NAMES.items():
        for rank in range(1, 14):
            files[f"{RANK_LETTERS[rank - 1]}{suit}.svg"] = f"{name}_{RANK_NAMES.get(rank, str(rank))}"
    files["JK.svg"] = JOKER_ID
    files["back.svg"] = "back"
    total = 0
    for fname, card_id in files.items():
        data = deck.card_svg(card_id)
        (args.out / fname).write_bytes(data)
        total += len(data)
    lic = args.svg.parent / "LICENSE"
    if lic.is_file():
        shutil.copyfile(lic, args.out / "LICENSE-svg-cards.txt")
    print(f"wrote {len(files)} files, {total} bytes, to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
