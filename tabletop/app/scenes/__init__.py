"""The app's scenes other than the tables: title, setup, settings, pause,
rules, round scores, game over and the pass screen."""
