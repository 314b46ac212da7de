/** The demo shop's SQLite database: schema, seed on first open. */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { posts } from './data/posts';
import { products } from './data/products';
import { stores } from './data/stores';

export type DB = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY, slug TEXT UNIQUE NOT NULL, name TEXT NOT NULL, sku TEXT NOT NULL,
  type TEXT NOT NULL, price INTEGER NOT NULL, regular_price INTEGER, in_stock INTEGER NOT NULL,
  category TEXT NOT NULL, color TEXT NOT NULL, short TEXT NOT NULL, description TEXT NOT NULL,
  nyp_min INTEGER, nyp_max INTEGER, nyp_step INTEGER
);
CREATE TABLE IF NOT EXISTS variations (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id),
  attributes TEXT NOT NULL, price INTEGER NOT NULL, in_stock INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id),
  author TEXT NOT NULL, rating INTEGER NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS posts (
  id INTEGER PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL, excerpt TEXT NOT NULL, content TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rmp_ratings (
  id INTEGER PRIMARY KEY, post_id INTEGER NOT NULL, value INTEGER NOT NULL, ip TEXT NOT NULL,
  duration INTEGER NOT NULL, token TEXT NOT NULL DEFAULT '-1', created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rmp_feedback (
  id INTEGER PRIMARY KEY, post_id INTEGER NOT NULL, rating_id INTEGER NOT NULL, feedback TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS gmwd_markers (
  id INTEGER PRIMARY KEY, map_id INTEGER NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL, category INTEGER NOT NULL,
  title TEXT NOT NULL, address TEXT NOT NULL, animation TEXT NOT NULL, enable_info_window INTEGER NOT NULL,
  info_window_open INTEGER NOT NULL, marker_size INTEGER NOT NULL, custom_marker_url TEXT NOT NULL,
  choose_marker_icon INTEGER NOT NULL, description TEXT NOT NULL, link_url TEXT NOT NULL, pic_url TEXT NOT NULL,
  published INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS cart_items (
  session_id TEXT NOT NULL, item_key TEXT NOT NULL, product_id INTEGER NOT NULL, variation_id INTEGER NOT NULL DEFAULT 0,
  quantity INTEGER NOT NULL, unit_price INTEGER NOT NULL, added_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, item_key)
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY, session_id TEXT NOT NULL, created_at TEXT NOT NULL, total INTEGER NOT NULL,
  payment_method TEXT NOT NULL, shipping_method TEXT NOT NULL, billing TEXT NOT NULL, items TEXT NOT NULL,
  attribution TEXT NOT NULL, customer_id INTEGER
);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY, login TEXT UNIQUE NOT NULL, email TEXT NOT NULL, name TEXT NOT NULL, password TEXT NOT NULL,
  can_edit_pages INTEGER NOT NULL DEFAULT 0, coming_soon_banner_dismissed TEXT NOT NULL DEFAULT 'no',
  can_manage_options INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS logins (token TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), expires_at INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS consent_log (
  id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, consenttype TEXT NOT NULL, categories TEXT NOT NULL, services TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS site_options (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS mailchimp_carts (
  hash TEXT PRIMARY KEY, session_id TEXT NOT NULL, email TEXT NOT NULL, language TEXT NOT NULL, subscribed INTEGER NOT NULL, updated_at TEXT NOT NULL
);
`;

function seed(db: DB) {
  const now = new Date().toISOString();
  const insertProduct = db.prepare(`INSERT INTO products
    (slug, name, sku, type, price, regular_price, in_stock, category, color, short, description, nyp_min, nyp_max, nyp_step)
    VALUES (@slug, @name, @sku, @type, @price, @regularPrice, @inStock, @category, @color, @short, @description, @nypMin, @nypMax, @nypStep)`);
  const insertVariation = db.prepare('INSERT INTO variations (product_id, attributes, price, in_stock) VALUES (?, ?, ?, ?)');
  const insertReview = db.prepare('INSERT INTO reviews (product_id, author, rating, content, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertPost = db.prepare('INSERT INTO posts (id, slug, title, excerpt, content) VALUES (?, ?, ?, ?, ?)');
  const insertMarker = db.prepare(`INSERT INTO gmwd_markers
    (id, map_id, lat, lng, category, title, address, animation, enable_info_window, info_window_open, marker_size,
     custom_marker_url, choose_marker_icon, description, link_url, pic_url, published)
    VALUES (?, 2, ?, ?, ?, ?, ?, ?, 1, ?, 32, '', 1, ?, ?, '', 1)`);
  const insertUser = db.prepare(
    'INSERT INTO users (login, email, name, password, can_edit_pages, can_manage_options) VALUES (?, ?, ?, ?, ?, ?)',
  );

  db.transaction(() => {
    for (const product of products) {
      const { lastInsertRowid } = insertProduct.run({
        ...product,
        regularPrice: product.regularPrice ?? null,
        inStock: product.inStock === false ? 0 : 1,
        nypMin: product.nyp?.min ?? null,
        nypMax: product.nyp?.max ?? null,
        nypStep: product.nyp?.step ?? null,
      });
      for (const variation of product.variations ?? [])
        insertVariation.run(lastInsertRowid, JSON.stringify(variation.attributes), variation.price, variation.inStock === false ? 0 : 1);
      for (const review of product.reviews ?? []) insertReview.run(lastInsertRowid, review.author, review.rating, review.content, now);
    }
    for (const post of posts) insertPost.run(post.id, post.slug, post.title, post.excerpt, JSON.stringify(post.content));
    // Marker ids start at 8 like the recorded map 2.
    stores.forEach((store, index) =>
      insertMarker.run(
        8 + index,
        store.lat,
        store.lng,
        store.category ?? 0,
        store.title,
        store.address,
        store.animation ?? 'NONE',
        store.infoWindowOpen ? 1 : 0,
        `Kaffeerösterei Nordlicht ${store.title}`,
        '',
      ),
    );
    db.prepare("INSERT INTO site_options (name, value) VALUES ('cmplz_policy_id', '11')").run();
    insertUser.run('kunde', 'kunde@example.de', 'Erika Mustermann', 'demo', 0, 0);
    insertUser.run('admin', 'admin@example.de', 'Shop-Admin', 'admin', 1, 1);
    // an editor: edits pages, does not manage the site
    insertUser.run('redaktion', 'redaktion@example.de', 'Redaktion', 'redaktion', 1, 0);
  })();
}

/** Columns added after a database file may have been made; log-ins from before expiry existed end now. */
function migrate(db: DB) {
  const loginColumns = db.prepare('PRAGMA table_info(logins)').all() as Array<{ name: string }>;
  if (!loginColumns.some((column) => column.name === 'expires_at'))
    db.exec('ALTER TABLE logins ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0');
  const userColumns = db.prepare('PRAGMA table_info(users)').all() as Array<{ name: string }>;
  if (!userColumns.some((column) => column.name === 'can_manage_options')) {
    db.exec('ALTER TABLE users ADD COLUMN can_manage_options INTEGER NOT NULL DEFAULT 0');
    db.exec("UPDATE users SET can_manage_options = 1 WHERE login = 'admin'");
    db.exec(
      "INSERT OR IGNORE INTO users (login, email, name, password, can_edit_pages, can_manage_options) VALUES ('redaktion', 'redaktion@example.de', 'Redaktion', 'redaktion', 1, 0)",
    );
  }
}

export function openDatabase(file: string): DB {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  migrate(db);
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM products').get() as { count: number };
  if (count === 0) seed(db);
  return db;
}

/** A secret of the site (WordPress's salts), made at random on first use and kept in the database. */
export function siteSecret(db: DB, name: string): string {
  db.prepare('INSERT OR IGNORE INTO site_options (name, value) VALUES (?, ?)').run(name, randomBytes(32).toString('hex'));
  return (db.prepare('SELECT value FROM site_options WHERE name = ?').get(name) as { value: string }).value;
}

/**
 * Forgets what a visitor left more than SESSION_LIFETIME_MS ago, as WooCommerce's sessions expire
 * after 48 hours: carts untouched since, e-mail captures, log-ins past their expiry.
 */
export function expireSessions(db: DB, now: number = Date.now()): void {
  const before = now - SESSION_LIFETIME_MS;
  db.prepare(
    'DELETE FROM cart_items WHERE session_id IN (SELECT session_id FROM cart_items GROUP BY session_id HAVING MAX(added_at) < ?)',
  ).run(before);
  db.prepare('DELETE FROM mailchimp_carts WHERE updated_at < ?').run(new Date(before).toISOString());
  db.prepare('DELETE FROM logins WHERE expires_at > 0 AND expires_at <= ?').run(now);
}

/** 48 hours: how long WooCommerce keeps a guest's session. */
export const SESSION_LIFETIME_MS = 48 * 60 * 60 * 1000;

export function siteOption(db: DB, name: string, fallback: string): string {
  const row = db.prepare('SELECT value FROM site_options WHERE name = ?').get(name) as { value: string } | undefined;
  return row?.value ?? fallback;
}
