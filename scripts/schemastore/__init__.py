"""The pieces of scripts/schemastore-figures.py and scripts/schemastore-sample.py."""
