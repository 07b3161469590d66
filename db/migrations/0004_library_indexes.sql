DROP INDEX `stories_user_created_idx`;--> statement-breakpoint
CREATE INDEX `stories_user_created_id_idx` ON `stories` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `stories_user_favorite_idx` ON `stories` (`user_id`,`favorite`,`created_at`,`id`);