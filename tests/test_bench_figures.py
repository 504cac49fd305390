"""Issue 16's figures measure what a player feels: redraws that really redraw,
a campaign built by playing, the yardstick run as another program."""
from game import bench


def test_every_timed_redraw_draws_the_table_anew():
    got = bench.redraw(12)
    assert got["redraw_frames"] == 12
    assert got["redraw_frames_redrawn"] == 12, "the hovered thing changes every frame: no cached blit is timed"
    assert 0 < got["redraw_p50_ms"] <= got["redraw_p99_ms"]


def test_the_campaign_figures_come_from_play_and_say_when_50k_was_not_reached():
    got = bench.campaign(steps=150, seconds=0.2, far=400, build_limit_s=0.0)
    assert got["campaign_steps"] == 150 and got["campaign_actions_per_s"] > 0 and got["save_ms_10k"] > 0
    assert "save_ms_50k" not in got, "a save that was not measured at 50,000 steps is not called that"
    assert got["save_ms_150_steps_not_50k"] > 0


def test_the_ratios_divide_by_the_yardstick_and_need_it():
    got = bench.ratios({"yardstick_actions_per_s": 40000, "rules_actions_per_s": 10000,
                        "campaign_actions_per_s": 2000})
    assert got == {"rules_ratio": 0.25, "campaign_ratio": 0.05}
    got = bench.ratios({"yardstick_actions_per_s": 40000, "onirim_actions_per_s": 44000})
    assert got == {"onirim_ratio": 1.1}, "our Onirim beside the yardstick's: the like-for-like figure"
    assert bench.ratios({"rules_actions_per_s": 10000}) == {}


def test_our_onirim_is_measured_as_the_yardstick_measures_its_own():
    got = bench.onirim(30)
    assert set(got) == {"onirim_actions_per_s"} and got["onirim_actions_per_s"] > 0


def test_no_yardstick_file_means_no_yardstick_figure(monkeypatch, tmp_path):
    monkeypatch.setattr(bench, "PEER_BENCH", tmp_path / "absent.py")
    assert bench.yardstick() == {}


def test_a_hover_repaints_only_the_hand_and_buttons_and_looks_the_same_as_a_full_redraw():
    import pygame
    from game.ui.app import App
    from game.ui.etherfields.scenes import DreamscapeScene
    app = App((1280, 720), seed=4)
    scene = DreamscapeScene.demo(app)
    app.push(scene)
    scene.draw(app.screen)
    table = scene._table
    for _, rect in list(scene._hand_rects)[:3] + [(None, b.rect) for b in scene.buttons[:2]]:
        pygame.mouse.set_pos(rect.center)
        scene.draw(app.screen)
        assert scene._table is table, "a hover does not redraw the table under the hand"
        partial = app.screen.copy()
        scene._table_key = scene._frame_key = None  # forget every layer: draw it all anew
        scene.draw(app.screen)
        assert scene._table is not table
        table = scene._table
        full = app.screen
        assert pygame.image.tobytes(partial, "RGB") == pygame.image.tobytes(full, "RGB")


def test_a_hover_repaints_only_the_card_it_left_and_the_one_it_is_on():
    import pygame
    from game.ui.app import App
    from game.ui.etherfields.scenes import DreamscapeScene
    app = App((1920, 1080), seed=11)
    scene = DreamscapeScene.heavy(app)
    app.push(scene)
    scene.tray.skip()
    scene.draw(app.screen)
    cards = [rect for _, rect in scene._hand_rects]
    assert len(cards) >= 3
    pygame.mouse.set_pos(cards[0].center)
    scene.draw(app.screen)
    pygame.mouse.set_pos(cards[2].center)
    scene.draw(app.screen)
    assert len(scene.repainted) == 2, "card 0 sinks back, card 2 rises; the others stay as they are"
    area = sum(r.width * r.height for r in scene.repainted)
    card = cards[0].width * cards[0].height
    assert area <= 2 * 2.2 * card, "each repaint covers one card where it lay and where it lies now"
    button = scene.buttons[0].rect
    pygame.mouse.set_pos(button.center)
    scene.draw(app.screen)
    assert button in scene.repainted and len(scene.repainted) == 2  # card 2 sinks, the button lights
    pygame.mouse.set_pos(scene.buttons[1].rect.center)
    scene.draw(app.screen)
    assert scene.repainted == [button, scene.buttons[1].rect] or scene.repainted == [scene.buttons[1].rect, button]
