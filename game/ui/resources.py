"""Finding the bundled assets from a source tree, an installed package or a PyInstaller bundle."""
from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

from game.defaults import APP_NAME


def asset_roots() -> list[Path]:
    """Folders that may hold ``assets/``'s contents, most specific first."""
    roots: list[Path] = []
    env = os.environ.get("HOOLA_ASSETS")
    if env:
        roots.append(Path(env))
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:                                   # a PyInstaller bundle
        roots.append(Path(meipass) / "assets")
    here = Path(__file__).resolve()
    roots.append(here.parents[2] / "assets")      # source tree (and editable installs)
    roots.append(here.parents[1] / "assets")      # package data: game/assets
    roots.append(Path(sys.prefix) / "share" / APP_NAME / "assets")  # data-files of a wheel
    return roots


@lru_cache(maxsize=None)
def asset(*parts: str) -> Path | None:
    """The path of an asset such as ``asset("fonts", "DejaVuSans.ttf")``, or ``None`` if missing."""
    for root in asset_roots():
        p = root.joinpath(*parts)
        if p.is_file():
            return p
    return None


FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
SYSTEM_DEJAVU = "/usr/share/fonts/truetype/dejavu"


@lru_cache(maxsize=None)
def font_path(bold: bool = False) -> str | None:
    """The bundled DejaVu Sans (it has the suit symbols); a system copy; else ``None``."""
    name = FONT_FILES[bold]
    p = asset("fonts", name)
    if p is not None:
        return str(p)
    sys_p = Path(SYSTEM_DEJAVU) / name
    return str(sys_p) if sys_p.is_file() else None


HANGUL_FILES = {False: "HoolaHangul-Regular.ttf", True: "HoolaHangul-Bold.ttf"}


@lru_cache(maxsize=None)
def hangul_font_path(bold: bool = False) -> str | None:
    """A font with Hangul (the Korean interface, Korean names): the bundled one, every modern syllable
    (tools/make_hangul_font.py); else a system one."""
    p = asset("fonts", HANGUL_FILES[bold])
    if p is not None:
        return str(p)
    try:
        import pygame
        return pygame.font.match_font("nanumgothic,notosanscjkkr,notosanskr,notosanscjk,unbatang,baekmuk gulim,"
                                      "malgungothic,applesdgothicneo", bold=bold)
    except (ImportError, OSError):   # no pygame font module or no font list on this system
        return None
