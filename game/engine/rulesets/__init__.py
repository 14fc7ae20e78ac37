"""The built-in games; importing this package registers them."""
from . import hoola  # noqa: F401
