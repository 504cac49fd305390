"""The whole first session by mouse: from the shelf and the title, a new campaign, the
tutorial Dream to its end, a Location on the Dreamworld Map; then save and
quit to the title, Continue, and every action is still there."""
from __future__ import annotations

from campaign_player import next_action
from game.ui.app import App
from game.ui.etherfields.title import TitleScene
from game.ui.etherfields.worldmap import DreamworldScene
from mouse_driver import button, new_campaign_by_mouse


def test_first_session_by_mouse_then_save_quit_and_continue(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=2, defaults=True)
    mouse = new_campaign_by_mouse(app)
    session = mouse.scene.session
    g = session.game
    assert g.mode == "dream", "a new campaign starts in the tutorial Dream"
    for _ in range(600):  # the tutorial, won or lost, ends on the Dreamworld Map
        if g.mode == "map" and g.pending is None:
            break
        mouse.perform(next_action(g))
        g = session.game
    assert g.mode == "map"
    travelled = False
    for _ in range(300):  # one Location: travel there and resolve it (a Slumber included)
        action = next_action(g)
        mouse.perform(action)
        g = session.game
        travelled = travelled or action.kind == "travel"
        if travelled and g.mode == "map" and g.pending is None:
            break
    assert travelled and g.mode == "map"
    played = [dict(a) for a in session.log]
    state = session.game.to_data()
    assert len(played) > 10
    scene = mouse.scene
    assert isinstance(scene, DreamworldScene)
    mouse.click(button(scene, "Save and return to the title").rect.center)
    assert isinstance(app.top, TitleScene)
    mouse.click(button(app.top, "Continue").rect.center)
    resumed = mouse.scene.session
    assert resumed is not session
    assert resumed.log == played, "every action of the session is kept"
    assert resumed.game.to_data() == state
