"""The tables' move logs wrap a long entry onto more lines instead of
cutting it short with "...": the story sentences the log carries are read
whole, and the newest entry is always shown."""
import pygame

from game.ui import draw as d
from game.ui import logview
from recording import recording

LONG = ("The lamp on the dresser flickers twice and goes out, and somewhere beyond the window a moth "
        "the size of a hand taps its wings against the glass as if it knew your name")


def drawn_strings(draw) -> list:
    with recording() as heard:
        draw()
    return heard


def words_inside(heard, rect) -> list[str]:
    """The words shown in `rect`; a string drawn narrower than it is whole
    (cut short) fails the test: the recorder hears the whole string."""
    inside = [s for s in heard if pygame.Rect(s.rect).colliderect(rect)]
    cut = [s.text for s in inside if s.rect[2] < s.width]
    assert not cut, f"cut short: {cut}"
    return [w for s in inside for w in s.text.split()]


def test_the_etherfields_log_shows_a_long_entry_whole_and_indents_its_further_lines():
    from game.ui.app import App
    from game.ui.etherfields.scenes import DreamscapeScene
    app = App((1280, 720), seed=4)
    scene = DreamscapeScene.demo(app)
    app.push(scene)
    scene.game.log.append(LONG)
    heard = drawn_strings(lambda: scene.draw(app.screen))
    rect = scene.log_rect()
    inside = [s for s in heard if pygame.Rect(s.rect).colliderect(rect)]
    assert " ".join(words_inside(heard, rect)).endswith(LONG), "the newest entry is the last thing in the log, whole"
    lines = [s for s in inside if s.text.split()[0] in LONG.split() and s.text in LONG]
    assert len(lines) >= 2 and all(s.rect[0] > lines[0].rect[0] for s in lines[1:]), "further lines are indented"
    assert all(pygame.Rect(s.rect).right <= rect.right for s in inside)


def test_the_lucidity_log_wraps_a_long_entry_too():
    from game.ui.app import App
    from game.ui.lucidity.table import TableScene
    app = App((1280, 720), seed=5, defaults=True)
    scene = TableScene(app, ["person"] * 3, None, 5)
    app.push(scene)
    scene.log.append(LONG)
    heard = drawn_strings(lambda: scene.draw(app.screen))
    rect = scene.log_rect()
    assert " ".join(words_inside(heard, rect)).endswith(LONG)


def test_the_tail_leaves_out_an_older_entry_that_does_not_fit_whole_but_never_the_newest():
    pygame.font.init()
    f = d.face(LONG, 14)
    width = f.size(LONG)[0] // 3  # the long entry takes 3 or 4 lines
    got = logview.tail(["an older entry", "short", LONG], 14, width, 2)
    assert {i for i, _k, _t in got} == {2} and len(got) == 2, "only the newest, cut to the rows there are"
    rows = len(logview.tail([LONG], 14, width, 99))
    got = logview.tail(["an older entry", "short", LONG], 14, width, rows + 1)
    assert [t for i, _k, t in got if i != 2] == ["short"], "the older entries fill what room is left, whole"


def test_the_onirim_log_in_the_right_column_wraps_a_long_entry():
    from game.rules.onirim import new_game
    from game.ui.app import App
    from game.ui.onirim.table import OnirimTable
    app = App((1280, 720), seed=3, defaults=True)
    scene = OnirimTable(app, new_game(seed=1), ())
    app.stack[:] = [scene]
    scene.log.append(LONG)  # several times wider than the column under the deck
    heard = drawn_strings(lambda: scene.draw(app.screen))
    assert scene.log_rect is not None and scene.log_rect.height > 60, "four lines or more"
    assert scene.log_rect.x >= scene.zones["labyrinth"].right  # beside the Labyrinth, under the deck's count
    assert " ".join(words_inside(heard, scene.log_rect)).endswith(LONG)


def test_the_prophecy_log_wraps_its_long_first_notice_and_moves():
    from game.ui.app import App
    from game.ui.prophecy import new_table
    app = App((1280, 720), seed=3, defaults=True)
    scene = new_table(app, 2, seed=3)
    app.stack[:] = [scene]
    app.step()
    scene.log.append(LONG)
    heard = drawn_strings(lambda: scene.draw(app.screen))
    top = scene.rows()["log_top"]
    below = pygame.Rect(0, top, 1280, 720 - top)
    assert " ".join(words_inside(heard, below)).endswith(LONG)
