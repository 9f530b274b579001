-- Trigram matching for product search (GIN gin_trgm_ops indexes, similarity()). Must precede any index that uses it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
