"""``python -m game`` runs the ``hoola`` command (:mod:`game.cli`)."""
import sys

from game.cli import main

sys.exit(main())
