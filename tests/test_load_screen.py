"""Campaigns on the Load screen, played by mouse: each New campaign has its
own seed and its own autosave, and the Load screen lists, opens and deletes
saves from a small index."""
import pygame
import pytest

from game.headless import replay
from game.savefile import load_game
from game.ui.app import App
from game.ui.menus import NewCampaignScene, TitleScene


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()


def button(app, label):
    return next(b for b in app.top.buttons if b.label == label)


def new_campaign_by_mouse(app):
    """Title > New campaign > Fall asleep (the Team as offered); the session."""
    app.back_to_title()
    click(app, button(app, "New campaign").rect.center)
    assert isinstance(app.top, NewCampaignScene)
    click(app, button(app, "Fall asleep").rect.center)
    return next(s for s in app.stack if hasattr(s, "session")).session


@pytest.fixture
def title(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), defaults=True)  # no --seed: as a player starts the game
    app.push(TitleScene(app))
    app.step()
    return app


def test_every_new_campaign_has_its_own_seed_and_replays_from_it(title, tmp_path):
    seeds, boards = set(), set()
    for _ in range(3):
        session = new_campaign_by_mouse(title)
        seeds.add(session.meta["seed"])
        boards.add(tuple(session.game.dreamers["gambler"].deck.cards))
        session.autosave()
        data = load_game(next(tmp_path.glob(f"autosave-*{session.meta['id']}.yaml")))
        assert data.meta["seed"] == session.meta["seed"]
        assert replay(data.meta, data.actions).to_data() == data.state
    assert len(seeds) == 3 and len(boards) == 3  # no fixed seed: the decks differ


def test_a_seed_asked_for_is_kept():
    app = App((1280, 720), seed=77, defaults=True)
    app.push(TitleScene(app))
    app.step()
    assert new_campaign_by_mouse(app).meta["seed"] == 77


def test_two_campaigns_of_the_same_team_keep_two_autosaves(title, tmp_path):
    first = new_campaign_by_mouse(title)
    first.autosave()
    second = new_campaign_by_mouse(title)
    second.autosave()
    assert first.meta["campaign"] == second.meta["campaign"]  # the same Team, so the same name
    files = sorted(tmp_path.glob("autosave-*.yaml"))
    assert len(files) == 2
    assert {load_game(f).meta["seed"] for f in files} == {first.meta["seed"], second.meta["seed"]}


def test_an_autosave_from_before_campaign_ids_goes_on_in_its_own_file(title, tmp_path):
    from game.session import Session
    old = Session.new(["gambler"], 3, name="Old one")
    del old.meta["id"]
    path = tmp_path / "autosave-Old_one.yaml"
    old.save(path)
    loaded = Session.load(path)
    loaded.autosave()
    assert sorted(p.name for p in tmp_path.glob("*.yaml")) == ["autosave-Old_one.yaml"]
