"""Issue 26, item 17: one Korean word per term. The term list kept with the catalogue
(``assets/locale/terms_ko.tsv``) names each term's Korean word; every catalogue entry whose English
names the term says that word, and the words the list rules out appear in no Korean text."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.ui.i18n import catalogue

LOCALE = Path(__file__).resolve().parents[2] / "assets" / "locale"


def terms() -> list[tuple[str, str, list[str]]]:
    out = []
    for line in (LOCALE / "terms_ko.tsv").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.split("\t") + [""]
        out.append((cols[0], cols[1], [w for w in cols[2].split(",") if w]))
    return out


def korean_texts() -> dict[str, str]:
    """Every Korean text of the catalogue: its entries and the rules' pages."""
    texts = {f"po: {en}": ko for en, ko in catalogue("ko").items()}
    texts.update({f"rules_ko/{p.name}": p.read_text(encoding="utf-8") for p in (LOCALE / "rules_ko").glob("*.txt")})
    return texts


def test_the_term_list_reads_and_names_the_games_own_words():
    listed = {ko for __, ko, __ in terms()}
    assert {"등록", "붙", "땡큐", "스톱", "대빵", "소빵"} <= {w for k in listed for w in k.split("|")}


@pytest.mark.parametrize("english,korean,never", terms(), ids=[t[1] for t in terms()])
def test_the_catalogue_says_each_term_with_its_one_word(english, korean, never):
    pattern = re.compile(english, re.IGNORECASE)
    entries = [(en, ko) for en, ko in catalogue("ko").items() if pattern.search(en)]
    assert entries, f"no catalogue entry names {english!r}: the list is out of date"
    astray = [(en, ko) for en, ko in entries if not re.search(korean, ko)]
    assert not astray, f"{len(astray)} entries say {english!r} without {korean!r}: {astray[:5]}"
    for word in never:
        used = [where for where, text in korean_texts().items() if word in text]
        assert not used, f"{word!r} is used for {english!r}; say {korean!r}: {used[:5]}"
