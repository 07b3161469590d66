CREATE TABLE `children` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`child_age` text NOT NULL,
	`pronouns` text,
	`grown_up_name` text,
	`hair` text,
	`glasses` integer,
	`likes` text DEFAULT '[]' NOT NULL,
	`avoid` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch() * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch() * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `children_user_idx` ON `children` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `story_shares` (
	`story_id` integer PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch() * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`story_id`) REFERENCES `stories`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `story_shares_token_idx` ON `story_shares` (`token`);--> statement-breakpoint
ALTER TABLE `stories` ADD `child_id` integer REFERENCES children(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `stories` ADD `siblings` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `likes` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `avoid` text;--> statement-breakpoint
CREATE INDEX `stories_user_child_idx` ON `stories` (`user_id`,`child_id`);