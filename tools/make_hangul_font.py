"""Rebuild the Hangul fonts in assets/fonts/ (run after adding Korean text to the program).

The interface speaks Korean and players may type Korean names.  DejaVu Sans has no Hangul,
so the screen falls back to ``assets/fonts/HoolaHangul-*.ttf``: NanumGothic
(SIL Open Font License 1.1, Debian package ``fonts-nanum``) cut down to the
11,172 modern Hangul syllables (any Korean name), the compatibility jamo and any other Hangul
found in the program's sources and catalogues, without hinting (FreeType hints it itself): about
1.3 MB a weight instead of 4.6.  A subset is a Modified
Version under the OFL and "NanumGothic" is a Reserved Font Name, so the
subset is renamed "Hoola Hangul"; the original copyright notice and the
licence travel with it (``LICENSE-HoolaHangul.txt``).

Needs ``pip install fonttools`` and ``apt-get install fonts-nanum``::

    python3 tools/make_hangul_font.py            # scans game/ and ai/ for Hangul
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = {
    "Regular": Path("/usr/share/fonts/truetype/nanum/NanumGothic.ttf"),
    "Bold": Path("/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf"),
}
OUT = ROOT / "assets" / "fonts"
FAMILY = "Hoola Hangul"
HANGUL = re.compile(r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")


def hangul_in_sources() -> str:
    chars: set[str] = set()
    for folder in ("game", "ai"):
        for path in (ROOT / folder).rglob("*.py"):
            chars.update(HANGUL.findall(path.read_text(encoding="utf-8")))
    for path in (ROOT / "assets" / "locale").glob("*.po"):
        chars.update(HANGUL.findall(path.read_text(encoding="utf-8")))
    return "".join(sorted(chars))


def all_syllables() -> str:
    """Every modern Hangul syllable (11,172: any Korean name) and the compatibility jamo."""
    return "".join(chr(cp) for cp in range(0xAC00, 0xD7A4)) + "".join(chr(cp) for cp in range(0x3131, 0x318F))


def build(text: str) -> None:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    for style, src in SOURCES.items():
        font = TTFont(str(src))
        options = subset.Options()
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.notdef_outline = True
        options.hinting = False
        sub = subset.Subsetter(options)
        sub.populate(text=text)
        sub.subset(font)
        ps_style = style
        names = {1: FAMILY, 2: style, 3: f"{FAMILY.replace(' ', '')}-{ps_style}: subset of NanumGothic",
                 4: f"{FAMILY} {style}" if style != "Regular" else FAMILY,
                 6: f"{FAMILY.replace(' ', '')}-{ps_style}", 16: FAMILY, 17: style,
                 13: "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
                 14: "https://openfontlicense.org"}
        table = font["name"]
        for rec in list(table.names):
            if rec.nameID in names:
                table.setName(names[rec.nameID], rec.nameID, rec.platformID, rec.platEncID, rec.langID)
        for nid in (1, 2, 4, 6, 13, 14):
            table.setName(names[nid], nid, 3, 1, 0x409)
        out = OUT / f"HoolaHangul-{style}.ttf"
        font.save(str(out))
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size} bytes, {len(text)} characters")


def main() -> int:
    text = "".join(sorted(set(hangul_in_sources()) | set(all_syllables())))
    missing = [str(p) for p in SOURCES.values() if not p.is_file()]
    if missing:
        print(f"missing {', '.join(missing)}: apt-get install fonts-nanum", file=sys.stderr)
        return 1
    build(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
