"""Root: the Law of Root key actions, Marquise de Cat and Eyrie Dynasties."""
