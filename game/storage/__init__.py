"""Settings, the saved match and statistics, kept safe on disk.

Every file is JSON with a schema version, written atomically
(:mod:`.atomic`); a file that cannot be used is set aside as ``<name>.bad``
and the loaders return a message in plain words instead of raising.  No
pickle, no eval.  Typical launch::

    paths = resolve_paths(args.data_dir)          # --data-dir > $HOOLA_DATA_DIR > platformdirs
    settings, msg1 = load_settings(paths)
    stats, msg2 = load_stats(paths)
    saved, msg3 = load_match(paths)               # offer Continue if saved is not None
    # show every message that is not None
"""
from .paths import ENV_VAR, Paths, add_data_dir_option, resolve_paths
from .saves import SavedGame, clear_match, has_saved_match, load_match, save_match
from .settings import Settings, load_settings, save_settings
from .stats import (Line, Stats, hand_id, load_stats, new_match_id, record_hand, record_match, reset_stats,
                    save_stats)

__all__ = [
    "ENV_VAR", "Paths", "add_data_dir_option", "resolve_paths", "SavedGame", "clear_match", "has_saved_match", "load_match",
    "save_match", "Settings", "load_settings", "save_settings", "Line", "Stats", "hand_id", "load_stats",
    "new_match_id", "record_hand", "record_match", "reset_stats", "save_stats",
]
