"""Campaigns on the Load screen, played by mouse: each New campaign has its
own seed and its own autosave, and the Load screen lists, opens and deletes
saves from a small index."""
import pygame
import pytest

from game.headless import replay
from game.savefile import load_game
from game.ui.app import App
from game.ui.etherfields.title import NewCampaignScene, TitleScene


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


# -- the Load screen ---------------------------------------------------------------------------

def saved_campaign(folder, name, dreamers, seed, saves=1):
    from game.session import Session
    session = Session.new(dreamers, seed, name=name)
    path = folder / f"{name.replace(' ', '_')}.yaml"
    for _ in range(saves):
        session.save(path)
    return session, path


def open_load_screen(app):
    from game.ui.menus import LoadScene
    app.back_to_title()
    click(app, button(app, "Load a save").rect.center)
    assert isinstance(app.top, LoadScene)
    return app.top


def rows(scene):
    return [b for b in scene.buttons if hasattr(b, "info")]


def playing(app):
    return next(s for s in app.stack if hasattr(s, "session")).session


def test_each_row_shows_the_campaign_where_it_stands_when_and_who(title, tmp_path):
    from game.ui.etherfields.summary import row_place, row_team
    from game.ui.menus import friendly_date
    saved_campaign(tmp_path, "Moth hunt", ["gambler", "tough_guy"], 5)
    scene = open_load_screen(title)
    (row,) = rows(scene)
    assert row.info.meta["campaign"] == "Moth hunt"
    assert row_place(row.info.meta) == "Dream: The First Night, Turn 1"  # the tutorial Dream, by name
    assert row_team(row.info.meta) == "Gambler, Tough Guy"
    assert friendly_date(row.info.saved_at).startswith("today at ")
    click(title, row.rect.center)
    assert playing(title).meta["campaign"] == "Moth hunt"


def test_a_friendly_date():
    import datetime as dt
    from game.ui.menus import friendly_date
    now = dt.datetime(2026, 11, 23, 15, 0)
    assert friendly_date("2026-11-23T14:05:00", now) == "today at 14:05"
    assert friendly_date("2026-11-22T09:30:00", now) == "yesterday at 9:30"
    assert friendly_date("2026-11-03T18:00:00", now) == "3 Nov 2026 at 18:00"
    assert friendly_date("a while ago", now) == "a while ago"


def test_the_list_comes_from_the_index_not_from_every_file_each_frame(title, tmp_path, monkeypatch):
    import game.savefile.loading as loading
    for i in range(3):
        saved_campaign(tmp_path, f"Team {i}", ["gambler"], i + 1)
    reads = []
    real = loading.load_game
    monkeypatch.setattr(loading, "load_game", lambda p, *a, **k: reads.append(p) or real(p, *a, **k))
    scene = open_load_screen(title)
    for _ in range(10):
        title.step()
    assert len(rows(scene)) == 3 and len(reads) == 3  # each file read once, to build the index
    assert (tmp_path / "index.json").is_file()
    reads.clear()
    scene = open_load_screen(title)
    title.step()
    assert len(rows(scene)) == 3 and reads == []  # nothing changed: the index answers
    saved_campaign(tmp_path, "Team 1", ["gambler"], 9)  # one save changes
    open_load_screen(title)
    assert [p.name for p in reads] == ["Team_1.yaml"]


def test_a_damaged_index_is_rebuilt(title, tmp_path):
    saved_campaign(tmp_path, "Kept", ["gambler"], 1)
    (tmp_path / "index.json").write_text('{"version": 1, "saves": {"Kept.yaml": {"kind": "save", "stamp": 3}}}')
    assert [r.info.meta["campaign"] for r in rows(open_load_screen(title))] == ["Kept"]
    import json
    assert json.loads((tmp_path / "index.json").read_text())["saves"]["Kept.yaml"]["meta"]["campaign"] == "Kept"


def test_delete_asks_first_and_keep_it_keeps_it(title, tmp_path):
    _, path = saved_campaign(tmp_path, "Doomed", ["gambler"], 1, saves=3)
    _, other = saved_campaign(tmp_path, "Spared", ["specialist"], 2)
    scene = open_load_screen(title)
    doomed = next(r for r in rows(scene) if r.info.path == path)
    delete = next(b for b in scene.buttons if b.label == "Delete" and b.rect.centery == doomed.rect.centery)
    click(title, delete.rect.center)
    assert scene.confirm is doomed.info and path.exists()
    click(title, button(title, "Keep it").rect.center)
    assert scene.confirm is None and path.exists()
    title.step()
    delete = next(b for b in scene.buttons if b.label == "Delete" and b.rect.centery == doomed.rect.centery)
    click(title, delete.rect.center)
    click(title, button(title, "Delete").rect.center)
    assert not path.exists() and not any(tmp_path.glob("Doomed.yaml.*"))  # its backups go too
    assert other.exists()
    title.step()
    assert [r.info.meta["campaign"] for r in rows(scene)] == ["Spared"]


def test_a_damaged_save_says_why_and_offers_its_backup(title, tmp_path):
    session, path = saved_campaign(tmp_path, "Cracked", ["gambler"], 4, saves=2)
    damaged = path.read_text().replace("turn_number: 1", "turn_number: -1")
    from game.savefile import seal
    path.write_text(seal(damaged.rsplit("checksum:", 1)[0]))
    before = path.read_bytes()
    scene = open_load_screen(title)
    (row,) = rows(scene)
    assert "state.turn_number" in row.info.problem and row.info.backup.name == "Cracked.yaml.1"
    click(title, row.rect.center)
    assert row.info.problem.replace(str(path), "Cracked.yaml") in scene.message  # the row explains; nothing opens
    click(title, button(title, "Open backup").rect.center)
    assert playing(title).game.to_data() == session.game.to_data()
    assert path.read_bytes() == before  # the damaged file is left as it is


def test_a_damaged_save_without_a_good_backup_offers_none(title, tmp_path):
    (tmp_path / "broken.yaml").write_text("format: etherfields-save\nstate: [")
    scene = open_load_screen(title)
    (row,) = rows(scene)
    assert row.info.problem and row.info.backup is None
    assert not any(b.label == "Open backup" for b in scene.buttons)


def test_an_index_file_that_is_not_ours_is_left_alone(tmp_path):
    from game.savefile import list_saves
    saved_campaign(tmp_path, "Kept", ["gambler"], 1)
    (tmp_path / "index.json").write_text("my own notes, not JSON")
    assert [s.meta["campaign"] for s in list_saves(tmp_path)] == ["Kept"]
    assert (tmp_path / "index.json").read_text() == "my own notes, not JSON"


def test_opening_a_campaign_reads_its_save_once(title, tmp_path, monkeypatch):
    """The save is read and checked once; the campaign is played from that reading."""
    from game import safeyaml
    session, path = saved_campaign(tmp_path, "Once", ["gambler", "tough_guy"], 6, saves=2)
    reads = []
    real = safeyaml.read_bytes
    monkeypatch.setattr(safeyaml, "read_bytes", lambda p, *a, **k: reads.append(str(p)) or real(p, *a, **k))
    title.open_save(path)
    assert reads.count(str(path)) == 1
    opened = playing(title)
    assert opened.game.to_data() == session.game.to_data() and opened.log == session.log
    assert opened.slot == str(path)


@pytest.mark.parametrize("lang, place, team", [("en", "Dreamworld Map: Lamplit Lane", "Gambler, Tough Guy"),
                                               ("zh", "梦界地图：灯火小巷", "赌徒、硬汉")])
def test_a_row_on_the_dreamworld_map_names_its_location_in_the_chosen_language(lang, place, team):
    """A Location lives on its Dreamworld tile, not among the content's top-level
    ids: the row names it (never "loc_lamplit_lane"), and lists the Team with
    the language's own separator."""
    from game import i18n
    from game.ui.etherfields.summary import row_place, row_team
    i18n.set_language(lang)
    try:
        meta = {"mode": "map", "location": "loc_lamplit_lane", "dreamers": ["gambler", "tough_guy"]}
        assert (row_place(meta), row_team(meta)) == (place, team)
    finally:
        i18n.set_language("en")


# -- many saves: pages -------------------------------------------------------------------------

@pytest.fixture
def many_saves(tmp_path, monkeypatch):
    """13 campaigns in the saves folder, their save times a minute apart (newest: Team 12)."""
    import os
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    for i in range(13):
        _, path = saved_campaign(tmp_path, f"Team {i}", ["gambler"], i + 1)
        os.utime(path, (1_700_000_000 + 60 * i,) * 2)
    from game.savefile import list_saves
    return [s.meta["campaign"] for s in list_saves(tmp_path)]


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_many_saves_are_paged_with_newer_and_older(many_saves, scale):
    """Rows as tall as their two lines at the UI scale; the saves that do not
    fit wait on later pages, turned by clicking Newer and Older."""
    from game.ui import layout as L
    from game.ui.menus import LoadScene
    from mouse_driver import Gestures
    app = App((1280, 720), defaults=True, scale=scale)
    app.push(TitleScene(app))
    app.step()
    mouse = Gestures(app)
    mouse.click(button(app, "Load a save").rect.center)
    scene = app.top
    assert isinstance(scene, LoadScene)
    per_page = len(rows(scene))
    assert 2 <= per_page < 13
    for row in rows(scene):
        assert row.rect.height >= L.line(18, bold=True) + L.line(14)  # both lines inside the row
        assert row.rect.bottom < button(app, "Older").rect.top  # the rows leave the pager its place
    assert not any(b.label == "Newer" for b in scene.buttons)  # on the first page
    assert [r.info.meta["campaign"] for r in rows(scene)] == many_saves[:per_page]
    assert scene.page_caption() == f"Saves 1 to {per_page} of 13"
    mouse.click(button(app, "Older").rect.center)
    assert [r.info.meta["campaign"] for r in rows(scene)] == many_saves[per_page:2 * per_page]
    assert scene.page_caption() == f"Saves {per_page + 1} to {min(13, 2 * per_page)} of 13"
    while any(b.label == "Older" for b in scene.buttons):
        mouse.click(button(app, "Older").rect.center)
    last = 12 // per_page * per_page
    assert [r.info.meta["campaign"] for r in rows(scene)] == many_saves[last:]  # the oldest page, short or full
    mouse.click(button(app, "Newer").rect.center)
    wanted = rows(scene)[-1].info.meta["campaign"]
    mouse.click(rows(scene)[-1].rect.center)  # a save on a later page opens like any other
    if scene.preview is not None:  # at 1x the first click shows it beside the list; its Open opens it
        assert scene.chosen().meta["campaign"] == wanted
        mouse.click(button(app, "Open").rect.center)
    assert playing(app).meta["campaign"] == wanted


def test_page_down_and_the_wheel_turn_the_pages(many_saves):
    from mouse_driver import Gestures
    app = App((1280, 720), defaults=True, scale=2.0)
    app.push(TitleScene(app))
    app.step()
    scene = open_load_screen(app)
    first = [r.info.meta["campaign"] for r in rows(scene)]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
    app.step()
    assert [r.info.meta["campaign"] for r in rows(scene)] == many_saves[len(first):2 * len(first)]
    Gestures(app).wheel(1)
    assert [r.info.meta["campaign"] for r in rows(scene)] == first


def test_a_damaged_save_is_explained_in_the_chosen_language(title, tmp_path):
    """The row words why a save cannot be opened in the interface's language
    (the file's own English detail is added only when the row is clicked)."""
    from game import i18n
    (tmp_path / "broken.yaml").write_text("format: etherfields-save\nstate: [")
    scene = open_load_screen(title)
    (row,) = rows(scene)
    assert row.info.reason == "truncated"  # the file ends in the middle of a list
    i18n.set_language("zh")
    try:
        said = scene.explain(row.info)
        assert said == "此存档已损坏：内容在中途截断。"
    finally:
        i18n.set_language("en")
    click(title, row.rect.center)
    assert scene.message.startswith("This save is damaged: it stops part of the way through. (broken.yaml ")


def test_a_new_campaign_has_a_back_button_to_the_title(title):
    click(title, button(title, "New campaign").rect.center)
    page = title.top
    assert isinstance(page, NewCampaignScene)
    back = button(title, "Back")
    assert not any(back.rect.colliderect(b.rect) for b in page.buttons if b is not back)
    click(title, back.rect.center)
    assert isinstance(title.top, TitleScene) and page not in title.stack


# -- the preview beside the list ----------------------------------------------------------------

def test_a_click_on_a_row_shows_that_save_in_the_preview_and_a_second_opens_it(title, tmp_path):
    """At 1x the selected save is shown large beside the list: its picture, where it
    stands, and its Dreamers' figures by name; its Open button and a second click open it."""
    from recording import recording
    from game.ui import save_preview
    saved_campaign(tmp_path, "Two of us", ["gambler", "tough_guy"], 3)
    saved_campaign(tmp_path, "Alone", ["free_spirit"], 2)
    scene = open_load_screen(title)
    assert scene.preview is not None and not scene.preview.colliderect(rows(scene)[0].rect)
    newest, older = rows(scene)
    assert scene.chosen() is newest.info  # the newest is shown until another is picked
    click(title, older.rect.center)
    assert isinstance(title.top, type(scene)), "the first click shows the save, it does not open it"
    assert scene.chosen() is older.info
    with recording() as drawn:
        title.step()
    said = [t.text for t in drawn if scene.preview.contains(t.rect)]
    teams = {"Two of us": ["The Gambler", "The Tough Guy"], "Alone": ["The Free Spirit"]}
    wanted = teams[older.info.meta["campaign"]]
    other = teams[newest.info.meta["campaign"]]
    assert older.info.meta["campaign"] in said and all(name in said for name in wanted), said
    assert not any(name in said for name in other), "the preview names only the selected save's Dreamers"
    assert save_preview.preview_of(older.info).art  # a picture of where the campaign stands
    click(title, older.rect.center)
    assert playing(title).meta["campaign"] == older.info.meta["campaign"]


def test_the_preview_shows_a_dream_by_its_gate_and_a_map_location_by_its_tile():
    from game.ui.etherfields.summary import save_preview
    dream = save_preview({"mode": "dream", "dream": "gate_paper_lighthouse", "turn": 4, "dreamers": ["gambler"]})
    assert dream.art == "gate_paper_lighthouse" and [f.name for f in dream.figures] == ["The Gambler"]
    where = save_preview({"mode": "map", "location": "loc_lamplit_lane", "dreamers": ["gambler", "nobody", 5]})
    from game.content import default_content
    tile = default_content().dreamworld_tiles[where.art]
    assert any(loc.id == "loc_lamplit_lane" for loc in tile.locations)
    assert [f.name for f in where.figures] == ["The Gambler"]  # a hand-edited line's strangers are left out


def test_at_2x_the_preview_shares_the_window_with_a_narrow_list_and_a_second_click_opens(tmp_path, monkeypatch):
    """At 2x in 1280 x 720 the wide list leaves no room beside it: the rows narrow to their
    names and places, the preview takes the right part, and the clicks mean what they mean
    at 1x. The shown save's Delete sits under the preview, beside Open."""
    from recording import recording
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), defaults=True, scale=2.0)
    app.push(TitleScene(app))
    app.step()
    saved_campaign(tmp_path, "Two of us", ["gambler", "tough_guy"], 3)
    saved_campaign(tmp_path, "Alone", ["free_spirit"], 2)
    scene = open_load_screen(app)
    assert scene.compact and scene.preview is not None
    assert all(not scene.preview.colliderect(r.rect) for r in rows(scene))
    newest, older = rows(scene)
    click(app, older.rect.center)
    assert app.top is scene and scene.chosen() is older.info, "the first click shows the save"
    with recording() as drawn:
        app.step()
    said = [t.text for t in drawn if scene.preview.contains(t.rect)]
    assert older.info.meta["campaign"] in said
    delete = button(app, "Delete")
    assert scene.preview.contains(delete.rect) and len([b for b in scene.buttons if b.label == "Delete"]) == 1
    click(app, delete.rect.center)
    assert scene.confirm is older.info  # the Delete under the preview asks about the save it shows
    click(app, button(app, "Keep it").rect.center)
    app.step()
    older = next(r for r in rows(scene) if r.info.path == older.info.path)
    assert scene.chosen() is older.info
    click(app, older.rect.center)
    assert playing(app).meta["campaign"] == older.info.meta["campaign"]


def test_a_save_on_the_map_tells_dreams_won_season_and_keys(tmp_path):
    """A save on the Dreamworld Map counts no Turn: its preview says how far the campaign went."""
    from game.ui.etherfields.summary import save_preview
    session, path = saved_campaign(tmp_path, "Far along", ["gambler"], 4)
    from game.savefile import list_saves
    (info,) = list_saves(tmp_path)
    g = session.game
    assert (info.meta["keys"], info.meta["season"], info.meta["dreams_won"]) == (g.team.keys, g.campaign.season, [])
    shown = save_preview({"mode": "map", "location": "loc_lamplit_lane", "dreamers": ["gambler"],
                          "dreams_won": ["gate_paper_lighthouse"], "season": "season_first_frost", "keys": 2})
    assert shown.facts == ["Dreams won: The Paper Lighthouse", "Season: First Frost", "2 Keys held"]
    old = save_preview({"mode": "map", "location": "loc_lamplit_lane", "dreamers": ["gambler"]})
    assert old.facts == []  # a save from before these were kept says nothing of them


def test_a_game_without_its_own_preview_shows_where_it_stands_in_chinese_too(tmp_path):
    """The plain preview keeps the first part of the save's line, split at the
    separator the chosen language writes (Chinese: a middle dot, not "  -  ")."""
    from game import i18n
    from game.savefile.slots import SaveInfo
    from game.ui import save_preview
    meta = {"game": "onirim", "turn": 7, "outcome": "won"}
    try:
        for lang in ("en", "zh"):
            i18n.set_language(lang)
            place = save_preview.preview_of(SaveInfo("x", tmp_path / "x.yaml", "2026-11-27T10:00:00", meta)).place
            between = i18n.pgettext("between the parts of a save's line", "  -  ")
            assert place and between not in place, (lang, place)
            assert "7" in place, (lang, place)  # how far the game went is kept
    finally:
        i18n.set_language("en")
