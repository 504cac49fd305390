import os

# Headless before anything imports pygame.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from hypothesis import settings  # noqa: E402

settings.register_profile("ci", deadline=None, max_examples=60)
settings.register_profile("dev", deadline=None, max_examples=30)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

import tempfile  # noqa: E402

# Autosaves and settings written by tests go to a throwaway folder, never to saves/.
os.environ.setdefault("ETHERFIELDS_SAVES", tempfile.mkdtemp(prefix="etherfields-test-saves-"))


import pathlib  # noqa: E402
import shutil  # noqa: E402

import pytest  # noqa: E402

_REPO = pathlib.Path(__file__).resolve().parents[1]


@pytest.fixture
def content_copy(tmp_path):
    """A copy of the game's content (content/etherfields/) to break on purpose;
    assets/ is linked beside it so art paths still resolve."""
    root = tmp_path / "repo"
    shutil.copytree(_REPO / "content" / "etherfields", root / "content" / "etherfields")
    (root / "assets").symlink_to(_REPO / "assets")
    return root / "content" / "etherfields"


@pytest.fixture(autouse=True)
def english_interface():
    """Each test starts in English, and a language chosen in a test's Settings
    (a UI fuzz may click the Language row) does not follow into the next test."""
    from game import i18n
    i18n.set_language("en")
    yield
    i18n.set_language("en")
    from game.ui import settings as settings_store
    chosen = settings_store.load()
    if chosen.language:
        chosen.language = ""
        settings_store.save(chosen)


@pytest.fixture(autouse=True)
def settings_left_as_found():
    """Settings a test changes (a UI scale, Reduce motion, a colour filter clicked in
    Settings) do not follow into the next test: the file is put back as it was. Tests
    that build an App without `defaults=True` read it, and drew differently depending
    on which test ran before them."""
    from game.ui import settings as settings_store
    where = settings_store.path()
    before = where.read_bytes() if where.exists() else None
    yield
    if before is None:
        where.unlink(missing_ok=True)
    elif not where.exists() or where.read_bytes() != before:
        where.write_bytes(before)


@pytest.fixture(autouse=True)
def pygame_running():
    """pygame is up at the start of each test, whatever the test before did:
    several UI tests end with pygame.quit(), which closes the display and every
    font, and a test that draws without building an App (a Surface, d.text)
    would then fail or pass depending on which test ran before it."""
    import sys
    pygame = sys.modules.get("pygame")  # a rules test never imports it: nothing to do
    if pygame is not None and not (pygame.get_init() and pygame.font.get_init()):
        pygame.init()
        from game.ui import draw
        draw.reset_caches()  # the cached fonts died with the quit
    yield


@pytest.fixture(autouse=True)
def save_locks_let_go():
    """Each test is one run of the game: the save locks it took (game.savefile.lock)
    go with it, as they go with a process, so descriptors do not pile up."""
    yield
    from game.savefile import lock
    lock.release_all()
