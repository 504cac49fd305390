"""What a new player met at the Prophecy table (issue 31), played with posted
events: a battle is shown to the one who fought it before the hand-over, the
next player's dice trays start empty, a computer seat's moves are read before
the hand-over, tooltips stay whole beside the side panel and go when clicked
or when the acting player changes, and identical choices are one button."""
from __future__ import annotations

import keyboard_driver
import pygame

from game.rules.core import Action
from game.rules.prophecy import Game
from game.ui.prophecy import board as view
from game.ui.prophecy import new_table
from game.ui.prophecy.words import describe
from recording import recording
from test_prophecy_ui import Driver, app  # noqa: F401  (the fixture)

FIGHT = Action.make("fight", card="ad_wyrmling#1", battle="strength")


def _table(app, edit, seats=2, computer=()):
    """A table whose state `edit` changed, shown to the first seat."""
    table = new_table(app, seats, computer=set(computer), seed=1)
    d = table.game.to_data()
    d["pending"], d["active"], d["phase"] = None, 0, "move"
    edit(d)
    table.game = Game.from_data(d, table.game.content)
    table.seen, table.curtain = "p1", None
    app.push(table)
    drv = Driver(app)
    drv.settle()
    return table, drv


def _facing_the_wyrmling(d) -> None:
    """p1, hurt to 2 Health, meets an Ash Wyrmling (Strength 8) at the Sun Plain:
    2 + a die never reaches 8 + a die, so the battle is lost and the turn ends."""
    p1 = d["chars"]["p1"]
    p1["space"], p1["health"] = "sunplain", 2
    d["spaces"]["sunplain"]["adventures"] = [{"card": "ad_wyrmling#1", "up": True}]
    d["phase"] = "encounter"


def _frames(app, seconds: float) -> list[str]:
    """The strings drawn over `seconds` of frames."""
    with recording() as drawn:
        for _ in range(max(1, int(seconds * 60))):
            app.step()
    return [x.text for x in drawn]


def test_the_one_who_fought_sees_the_battle_before_the_hand_over(app):
    table, drv = _table(app, _facing_the_wyrmling)
    assert FIGHT in table.game.legal_actions()
    fought = Game.from_data(table.game.to_data(), table.game.content).apply(FIGHT)  # the same dice, to compare
    battle = next(e for e in fought if e.kind == "battle").data
    faces = {e.data["die"]: e.data["face"] for e in fought if e.kind == "die_rolled"}
    drv.click(next(b for a, b in table.action_buttons if a == FIGHT).rect.center)
    assert table.applied == [FIGHT] and table.game.active == "p2", "the battle was lost: the turn is over"
    drawn = _frames(app, 1.0)  # well past the 0.4 s after which the hand-over screen came
    assert table.curtain is None, "the one who fought still has the table"
    assert f"{battle['light']} against {battle['dark']}" in drawn
    assert "Pilgrim loses the battle." in drawn
    assert f"Pilgrim: light die {faces['light']}, total {battle['light']}" in drawn
    assert f"Ash Wyrmling: dark die {faces['dark']}, total {battle['dark']}" in drawn
    assert [d.face for d in table.light.dice.values()] == [str(faces["light"])]
    assert [d.face for d in table.dark.dice.values()] == [str(faces["dark"])], "both dice lie in the trays"
    drv.post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")  # they go on
    assert table.notice is None and table.curtain == "p2", "only now the hand-over screen"
    drv.lift()
    assert table.seen == "p2"
    assert not table.light.dice and not table.dark.dice, "the next player's dice trays start empty"
    assert not any("against" in s for s in _frames(app, 0.2))


def test_a_computer_seats_moves_are_read_before_the_hand_over(app):
    def edit(d):
        d["turn"]["extra"] = 0
    table, drv = _table(app, edit, seats=3, computer={"p2"})
    table.ai_delay = 0.05
    drv.perform(Action.make("stay"))
    while table.game.active == "p1":
        acts = table.game.legal_actions()
        drv.perform(Action.make("end_turn") if Action.make("end_turn") in acts else acts[0])
    mine, logged = len(table.applied), len(table.log)
    for _ in range(600):
        if table.chooser == "p3" or table.game.outcome is not None:
            break
        app.step()
    assert table.chooser == "p3" and len(table.applied) > mine, "the computer played its turn"
    drawn = _frames(app, 1.0)
    assert table.curtain is None, "the table waits for the players to read what the computer did"
    assert "What Hermit Sage did" in drawn
    said = table.log[logged:]  # what the computer's moves wrote in the log
    assert said and all(line in drawn for line in said), "its moves, in the log's words"
    drv.click((300, 300))
    assert table.notice is None and table.curtain == "p3"


def _space_by_the_panel(table):
    """The lit or unlit space nearest the side panel."""
    return max(table.lay.spaces, key=lambda s: table.lay.space_rect(s).right)


def test_a_tooltip_by_the_side_panel_is_wholly_on_the_board(app):
    table, drv = _table(app, lambda d: None)
    board = table.board_rect(table.size)
    sid = _space_by_the_panel(table)
    pygame.mouse.set_pos(table.lay.space_rect(sid).center)
    with recording(panels=True) as drawn:
        app.step()
    name = view.describe_space(table.game, sid)[0]  # the tooltip's heading
    last = max(i for i, x in enumerate(drawn) if not isinstance(x, tuple) and x.text == name)
    tip = next(x[0] for x in reversed(drawn[:last]) if isinstance(x, tuple))  # the panel the name is written on
    assert board.contains(tip), f"the tooltip {tip} is cut by the side panel (board {board})"
    assert pygame.Rect((0, 0), table.size).contains(tip)


def test_a_tooltip_goes_when_clicked_and_when_the_player_changes(app):
    table, drv = _table(app, lambda d: None)
    sid = _space_by_the_panel(table)
    name = view.describe_space(table.game, sid)[0]  # the tooltip's heading
    centre = table.lay.space_rect(sid).center
    pygame.mouse.set_pos(centre)
    assert name in _frames(app, 0.05)
    drv.post(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)
    drv.post(pygame.MOUSEBUTTONUP, pos=centre, button=1)
    assert name not in _frames(app, 0.05), "a click puts the tooltip away"
    other = min(table.lay.spaces, key=lambda s: table.lay.space_rect(s).right)
    pygame.mouse.set_pos(table.lay.space_rect(other).center)
    assert view.describe_space(table.game, other)[0] in _frames(app, 0.05), "another space: its tooltip"
    pygame.mouse.set_pos(centre)
    assert name in _frames(app, 0.05), "and back again"
    # p1 ends the turn by keys, the mouse left on the space; p2 takes the table by Enter
    keyboard_driver.do(app, table, Action.make("stay"))
    while table.game.active == "p1":
        keyboard_driver.do(app, table, Action.make("end_turn"))
    assert table.curtain == "p2"
    keyboard_driver.press(app, pygame.K_RETURN)
    assert table.curtain is None and table.chooser == "p2"
    assert name not in _frames(app, 0.05), "the last player's tooltip is not left for the next"
    pygame.mouse.set_pos(table.lay.space_rect(other).center)
    app.step()
    pygame.mouse.set_pos(centre)
    assert name in _frames(app, 0.05), "the next player's own hover shows it"


def test_two_healing_springs_are_one_button(app):
    def edit(d):
        p1 = d["chars"]["p1"]
        p1["space"], p1["health"] = "cloudpeak", 1
        d["spaces"]["cloudpeak"]["adventures"] = [{"card": "ad_spring#1", "up": True}, {"card": "ad_spring#2", "up": True}]
        d["phase"] = "act"
    table, drv = _table(app, edit)
    springs = [a for a in table.game.legal_actions() if a.kind == "use"]
    assert len(springs) == 2, "the rules offer each Spring"
    table.layout(app.screen.get_size())
    label = describe(table.game, springs[0])
    assert [b.label for b in table.buttons].count(label) == 1, "identical choices are one button"
    keyboard = [c for c in table.keyboard_choices() if c.text == label]
    assert len(keyboard) == 1
    drv.click(next(b for b in table.buttons if b.label == label).rect.center)
    assert table.applied == [springs[0]] and table.game.chars["p1"]["health"] > 1


def test_the_one_attacked_sees_the_battle_when_they_take_the_table(app):
    def edit(d):
        p1, p2 = d["chars"]["p1"], d["chars"]["p2"]
        p1["space"] = p2["space"] = "fernhollow"
        p1["strength"] = p1["health"] = 9  # 9 + a die always beats 1 + a die
        p2["health"], p2["items"] = 1, ["it_buckler#1"]
        d["phase"] = "act"
    table, drv = _table(app, edit)
    attack = Action.make("attack", target="p2", battle="strength", maps=False)
    assert attack in table.game.legal_actions()
    drv.click(next(b for a, b in table.action_buttons if a == attack).rect.center)
    battle = table.notice
    assert battle is not None and table.curtain is None, "the attacker sees the battle first"
    faces = dict(battle.faces)
    drv.click((300, 300))
    assert table.curtain == "p2" and not table.light.dice, "then the hand-over, the trays empty"
    drv.post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    assert table.notice is not None and table.notice.pid == "p2", "the one attacked sees it as they take the table"
    drawn = _frames(app, 0.5)
    assert "Pilgrim wins the battle." in drawn
    assert [d.face for d in table.light.dice.values()] == [str(faces["light"])]
    assert [d.face for d in table.dark.dice.values()] == [str(faces["dark"])]
    drv.click((300, 300))
    assert table.notice is None and table.game.pending is not None and table.chooser == "p2", \
        "then their question: Health or an Item"


def test_a_computer_seats_figure_glides_and_its_next_move_waits(app, monkeypatch):
    from game.ui import draw
    seen = []
    real = draw.miniature
    monkeypatch.setattr(draw, "miniature", lambda surf, c, *a, **k: (seen.append((tuple(c), a[2])), real(surf, c, *a, **k)))
    app.push(new_table(app, 2, computer={"p2"}, seed=2))  # the computer rides somewhere in its first turn
    table, drv = app.top, Driver(app)
    drv.perform(Action.make("stay"))
    while table.game.active == "p1":
        acts = table.game.legal_actions()
        drv.perform(Action.make("end_turn") if Action.make("end_turn") in acts else acts[0])
    letter = table.game.chars["p2"]["name"][0]
    for _ in range(600):  # until the computer walks somewhere
        app.step()
        if table.glide is not None or table.game.active != "p2":
            break
    assert table.glide is not None and table.glide["pid"] == "p2", "the computer moved its figure"
    start, end = (table.lay.space_rect(table.glide[k]).center for k in ("from", "to"))
    pts = [table.lay.space_rect(s).center for s in table.glide["path"]]
    assert table.glide["path"][0] == table.glide["from"] and table.glide["path"][-1] == table.glide["to"]
    moves, seen[:] = len(table.applied), []
    while table.glide is not None:
        app.step()
        assert len(table.applied) == moves, "its next move waits until the figure has arrived"
    way = [c for c, who in seen if who == letter and c != (start[0], start[1] + 4) and c != (end[0], end[1] + 4)]
    assert len(set(way)) >= 10, "drawn at many points on its way"

    def on_segment(p, a, b) -> bool:
        cross = (b[0] - a[0]) * (p[1] - 4 - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
        inside = min(a[0], b[0]) - 2 <= p[0] <= max(a[0], b[0]) + 2 and min(a[1], b[1]) - 2 <= p[1] - 4 <= max(a[1], b[1]) + 2
        return inside and abs(cross) <= 2 * max(abs(b[0] - a[0]), abs(b[1] - a[1]), 1)
    for p in way:  # each on its way from space to space round the board (never across it)
        assert any(on_segment(p, a, b) for a, b in zip(pts, pts[1:])), p
